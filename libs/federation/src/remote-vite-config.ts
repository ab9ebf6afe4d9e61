import { defineConfig, defaultClientConditions, type UserConfigFnObject } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federation } from '@module-federation/vite';
import type { RemoteName } from '@pac/contracts';
import {
  browserBuildOptions,
  browserResolveAliases,
  REMOTE_APP_MODULE,
  REMOTE_ENTRY_FILE,
  remoteFederationConfig,
} from './federation-config.js';
import { warmExposedApp } from './preload-chunks.js';
import { scopeRemoteStyles } from './scoped-remote-styles.js';
import { standaloneRuntime } from './standalone-runtime.js';

export interface RemotePorts {
  /** The remote's dev and preview server. */
  port: number;
  /** Where `/api` goes in dev and preview. */
  gatewayPort: number;
  /** Route → the static HTML its page shows first (RemotePreloads.firstPaint). */
  firstPaint?: Record<string, string>;
}

/**
 * The Vite config of every remote: the federation container exposing `./App`, its standalone page with a runtime
 * of its own, the exposed app warmed by the entry, and its styles scoped to its area of the shell. Ports are passed
 * in (DEFAULT_PORTS): a Vite config bundles this file but would load @pac/contracts from its dist build.
 */
export function remoteViteConfig(
  name: RemoteName,
  { port, gatewayPort, firstPaint }: RemotePorts,
): UserConfigFnObject {
  // A regex, not '/api': Vite matches string keys by prefix, which would proxy pages such as /api-reference too.
  const api = { '^/api(/|$)': `http://localhost:${gatewayPort}` };
  return defineConfig(({ command }) => ({
    // Relative in builds, so the assets load from wherever this remote's dist is served; absolute in dev.
    base: command === 'build' ? './' : '/',
    plugins: [
      react(),
      tailwindcss(),
      federation(remoteFederationConfig(name, command)),
      // After federation(): see standaloneRuntime.
      standaloneRuntime(),
      warmExposedApp(REMOTE_ENTRY_FILE, REMOTE_APP_MODULE, firstPaint),
      scopeRemoteStyles(name),
    ],
    resolve: { alias: browserResolveAliases, conditions: ['@pac/source', ...defaultClientConditions] },
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}`, proxy: api },
    preview: { port, strictPort: true, cors: true, proxy: api },
    build: browserBuildOptions,
  }));
}
