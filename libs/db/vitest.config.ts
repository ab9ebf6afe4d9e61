import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Node files share their worker's loaded modules (Nest, Prisma, …) instead of loading them again each: none
    // mocks a module or leaves a global changed, and each starts its own app, database and Redis prefix.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Each suite creates its own database on the real PostgreSQL; argon2 hashing and the Wasm engine take a moment.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
