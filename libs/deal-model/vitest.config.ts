import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests read @pac/contracts from its source, so they need no build first.
  resolve: { conditions: ['@pac/source'] },
  ssr: { resolve: { conditions: ['@pac/source'] } },
  test: {
    // Node files share their worker's loaded modules (Nest, Prisma, …) instead of loading them again each: none
    // mocks a module or leaves a global changed, and each starts its own app, database and Redis prefix.
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
