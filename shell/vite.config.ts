import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federation } from '@module-federation/vite';
// Relative imports: Vite bundles this config with Node's conditions, which would need the libs' dist builds.
import {
  browserBuildOptions,
  browserResolveAliases,
  hostFederationConfig,
} from '../libs/federation/src/federation-config.js';
import { preloadSharedProviders } from '../libs/federation/src/preload-chunks.js';
import { DEFAULT_PORTS } from '../libs/contracts/src/services.js';

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss(), federation(hostFederationConfig('shell')), preloadSharedProviders()],
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
