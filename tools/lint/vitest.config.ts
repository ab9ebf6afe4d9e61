import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'lint-rules', environment: 'node', include: ['src/**/*.test.ts'] },
});
