import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// Relative imports: Vite bundles this config with Node's conditions, which would need the libs' dist builds.
import { browserBuildOptions, browserResolveAliases } from '../libs/federation/src/federation-config.js';
import { hostSharedVersions } from '../libs/federation/src/shared-dependencies.js';
import { DEFAULT_PORTS } from '../libs/contracts/src/services.js';

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss()],
  // The shell provides the shared packages itself (src/remotes/host-runtime.ts), under their installed versions.
  define: { __PAC_HOST_SHARED__: JSON.stringify(hostSharedVersions()) },
  resolve: { alias: browserResolveAliases, conditions: ['@pac/source', ...defaultClientConditions] },
  server: {
    port: DEFAULT_PORTS.shell,
    strictPort: true,
    proxy: { '^/api(/|$)': `http://localhost:${DEFAULT_PORTS.gateway}` },
  },
  preview: {
    port: DEFAULT_PORTS.shell,
    strictPort: true,
    proxy: { '^/api(/|$)': `http://localhost:${DEFAULT_PORTS.gateway}` },
  },
  build: browserBuildOptions,
});
