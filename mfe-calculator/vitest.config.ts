import react from '@vitejs/plugin-react';
import { browserTests } from '../vitest.presets';

export default browserTests([react()]);
