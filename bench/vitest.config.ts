import { defineConfig } from 'vitest/config';

// Only correctness tests live here (e.g. the seeding script on a small N); benchmarks never run under Vitest.
export default defineConfig({
  resolve: { conditions: ['@pac/source'] },
  ssr: { resolve: { conditions: ['@pac/source'] } },
  test: { name: 'bench', environment: 'node', include: ['**/*.test.ts'], exclude: ['**/node_modules/**'] },
});
