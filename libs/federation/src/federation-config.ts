import type { ModuleFederationOptions } from '@module-federation/vite';
import type { RemoteName } from '@pac/contracts';
import { sharedDependencies } from './shared-dependencies.js';

/** File name the lead's static servers and the manifest point at: `<remote origin>/remoteEntry.js`. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * Written by each remote's build beside its entry (preload-chunks.ts): the files a page of that remote fetches
 * before it renders, relative to the entry. The shell's host announces them with the page (tools/stack).
 */
export const REMOTE_PRELOAD_FILE = 'remoteEntry.preload.json';
export interface RemotePreloads {
  /** Module scripts: the entry's imports and the exposed app's chunks. */
  modules: string[];
  /** The app's stylesheets. */
  styles: string[];
  /**
   * Route (as in ROUTE_OWNERS) → static HTML of what that page shows first (its heading), styled by `styles`.
   * The shell's host puts it in the page, so it paints before any script has run (tools/stack static-hosts.ts).
   */
  firstPaint?: Record<string, string>;
}

/** Module every remote exposes: a component holding the remote's own `<Routes>`. */
export const REMOTE_APP_EXPOSE = './App';

/** Where each remote's exposed `./App` lives in its folder. */
export const REMOTE_APP_MODULE = 'src/app/remote-app.tsx';

/**
 * Federation options for a remote. `bundleAllCSS` attaches the remote's CSS to its exposed module so the styles
 * arrive through the host in a build; `dts` is off because nothing consumes generated types and it needs network.
 * A build uses the runtime the shell publishes (`externalRuntime`; shell/src/remotes/host-runtime.ts) instead of
 * bundling a second copy (~19 KB gzip per page); its standalone page gets a copy of its own from
 * `standaloneRuntime()`. The dev server keeps the remote's own runtime, so `npm run dev` in a remote works alone.
 */
export function remoteFederationConfig(
  name: RemoteName,
  command: 'build' | 'serve' = 'build',
  appModule = `./${REMOTE_APP_MODULE}`,
): ModuleFederationOptions {
  return {
    name,
    filename: REMOTE_ENTRY_FILE,
    exposes: { [REMOTE_APP_EXPOSE]: appModule },
    shared: sharedDependencies(),
    bundleAllCSS: true,
    dts: false,
    experiments: { externalRuntime: command === 'build' },
  };
}

/**
 * Production build options of the shell and every remote. Zod schemas are built at module load with method chains
 * (`z.string({ error: MESSAGES.x }).trim().min(1)`) that a bundler must assume have side effects, so each app would
 * ship every schema of each @pac/contracts module it takes a text or a route from, and Zod with them (~25 KB gzip
 * per app). Declaring calls through `z` pure, and reads of plain properties (`MESSAGES.x`) free of side effects,
 * lets unused schemas, and Zod when none is used, drop out (with @pac/contracts' `"sideEffects": false`, whole
 * unused modules too). Nothing in the browser calls `z` for a side effect (strict-csp sets Zod's config without it)
 * or reads a property only to trigger a getter.
 */
export const browserBuildOptions = {
  target: 'esnext',
  rolldownOptions: { treeshake: { manualPureFunctions: ['z'], propertyReadSideEffects: false } },
} as const;

/**
 * Browser builds (and the dev server) resolve `react-router-dom` to @pac/router, the trimmed React Router shared as
 * one singleton (see libs/router): app code keeps its imports, and no app downloads the whole of React Router.
 */
export const browserResolveAliases = [{ find: /^react-router-dom$/, replacement: '@pac/router' }];
