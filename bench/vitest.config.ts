import { defineConfig } from 'vitest/config';

// Only correctness tests live here (e.g. the seeding script on a small N); benchmarks never run under Vitest.
export default defineConfig({
  resolve: { conditions: ['@pac/source'] },
  ssr: { resolve: { conditions: ['@pac/source'] } },
  test: {
    // Node files share their worker's loaded modules (Nest, Prisma, …) instead of loading them again each: none
    // mocks a module or leaves a global changed, and each starts its own app, database and Redis prefix.
    isolate: false,
    name: 'bench',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
