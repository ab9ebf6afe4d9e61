import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@pac/source'] },
  ssr: { resolve: { conditions: ['@pac/source'] } },
  test: {
    // Node files share their worker's loaded modules (Nest, Prisma, …) instead of loading them again each: none
    // mocks a module or leaves a global changed, and each starts its own app, database and Redis prefix.
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
