import { nodeTests } from '../../vitest.presets.js';

// Each suite creates its own database on the real PostgreSQL; argon2 hashing and the Wasm engine take a moment.
export default nodeTests({ testTimeout: 60_000, hookTimeout: 60_000 });
