import react from '@vitejs/plugin-react';
import { browserTests } from '../vitest.presets.js';

export default browserTests([react()]);
