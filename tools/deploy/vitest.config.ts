import { nodeTests } from '../../vitest.presets.js';

// These tests start nginx, kubectl and the TypeScript compiler: seconds alone, longer beside the whole suite on two
// cores. Ceilings only; nothing here asserts a duration.
export default nodeTests({
  name: 'deploy-tools',
  include: ['*.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
});
