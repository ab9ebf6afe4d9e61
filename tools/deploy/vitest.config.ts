import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@pac/source'] },
  ssr: { resolve: { conditions: ['@pac/source'] } },
  test: {
    // Node files share their worker's loaded modules (Nest, Prisma, …) instead of loading them again each: none
    // mocks a module or leaves a global changed, and each starts its own app, database and Redis prefix.
    isolate: false,
    name: 'deploy-tools',
    environment: 'node',
    include: ['*.test.ts'],
    // These tests start nginx, kubectl and the TypeScript compiler: seconds alone, longer beside the whole suite on
    // two cores. Ceilings only; nothing here asserts a duration.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
