import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@pac/source'] },
  ssr: { resolve: { conditions: ['@pac/source'] } },
  test: { name: '@pac/router', environment: 'node' },
});
