import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests read @pac/contracts from its source, so they need no build first.
  resolve: { conditions: ['@pac/source'] },
  ssr: { resolve: { conditions: ['@pac/source'] } },
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
