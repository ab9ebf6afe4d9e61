import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run over every project's own config (used by `npm test` for a single summary);
// `nx run-many -t test` runs the same configs project by project, with caching.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker, which leaves a core idle while integration tests wait on
    // PostgreSQL, Redis and HTTP; each file has its own database and Redis prefix, so two files may run together.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'libs/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      'tools/*/vitest.config.ts',
      'shell/vitest.config.ts',
      'mfe-*/vitest.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
