import react from '@vitejs/plugin-react';
import { browserTests } from '../vitest.presets.js';

// No federation plugin here: tests render the shell's own components with remotes replaced by test doubles.
export default browserTests([react()]);
