import { nodeTests } from '../vitest.presets.js';

// Only correctness tests live here (e.g. the seeding script on a small N); benchmarks never run under Vitest.
export default nodeTests({ name: 'bench', include: ['**/*.test.ts'], exclude: ['**/node_modules/**'] });
