/**
 * What every project's vitest.config.ts shares, held once: `nodeTests` for services, Node libraries and tools,
 * `browserTests` for the shell, the remotes and the React libraries. A project passes only what is its own.
 */
import type { PluginOption } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;

/** Tests read the workspace libraries from their sources (the `@pac/source` export condition): no build first. */
const fromSources = {
  resolve: { conditions: ['@pac/source'] },
  ssr: { resolve: { conditions: ['@pac/source'] } },
} satisfies ViteUserConfig;

/** A Node project; `test` adds to or overrides the shared options (its name, include, ceilings). */
export function nodeTests(test: TestOptions = {}) {
  return defineConfig({
    ...fromSources,
    test: {
      // Node files share their worker's loaded modules (Nest, Prisma, …) instead of loading them again each: none
      // mocks a module or leaves a global changed, and each starts its own app, database and Redis prefix.
      isolate: false,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      ...test,
    },
  });
}

/** Integration tests start an app on real PostgreSQL and Redis: ceilings only, nothing asserts a duration. */
export const INTEGRATION_TIMEOUTS = { testTimeout: 20_000, hookTimeout: 60_000 } satisfies TestOptions;

/** A React project in jsdom with its `src/test-setup.ts`; no federation plugin, remotes are test doubles. */
export function browserTests(plugins: PluginOption[] = []) {
  return defineConfig({
    plugins,
    ...fromSources,
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test-setup.ts'],
      // A file's first render loads its page's modules, and typing tests run many keystrokes: with two files at a
      // time on 2 cores that can pass Vitest's default 5 s.
      testTimeout: 20_000,
    },
  });
}
