import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// No federation plugin here: tests render the shell's own components with no remote loading involved.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@pac/source'] },
  ssr: { resolve: { conditions: ['@pac/source'] } },
  // As in mfe-account and mfe-admin: a file's first render loads its page's modules, and with two files at a time
  // on 2 cores that can pass Vitest's default 5 s.
  test: { environment: 'jsdom', globals: true, setupFiles: ['./src/test-setup.ts'], testTimeout: 20_000 },
});
