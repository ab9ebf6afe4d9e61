import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federation } from '@module-federation/vite';
// Relative imports: Vite bundles this config with Node's conditions, which would need the libs' dist builds.
import {
  browserBuildOptions,
  browserResolveAliases,
  REMOTE_APP_MODULE,
  REMOTE_ENTRY_FILE,
  remoteFederationConfig,
} from '../libs/federation/src/federation-config.js';
import { warmExposedApp } from '../libs/federation/src/preload-chunks.js';
import { scopeRemoteStyles } from '../libs/federation/src/scoped-remote-styles.js';
import { standaloneRuntime } from '../libs/federation/src/standalone-runtime.js';
import { DEFAULT_PORTS } from '../libs/contracts/src/services.js';

const port = DEFAULT_PORTS.mfe_admin;
const api = { '/api': `http://localhost:${DEFAULT_PORTS.gateway}` };

export default defineConfig(({ command }) => ({
  // Relative in builds, so the assets load from wherever this remote's dist is served; absolute in dev.
  base: command === 'build' ? './' : '/',
  plugins: [
    react(),
    tailwindcss(),
    federation(remoteFederationConfig('mfe_admin', command)),
    standaloneRuntime(),
    warmExposedApp(REMOTE_ENTRY_FILE, REMOTE_APP_MODULE),
    scopeRemoteStyles('mfe_admin'),
  ],
  resolve: { alias: browserResolveAliases, conditions: ['@pac/source', ...defaultClientConditions] },
  server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}`, proxy: api },
  preview: { port, strictPort: true, cors: true, proxy: api },
  build: browserBuildOptions,
}));
