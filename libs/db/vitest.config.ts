import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each suite creates its own database on the real PostgreSQL; argon2 hashing and the Wasm engine take a moment.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
