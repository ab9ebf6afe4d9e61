import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// No federation plugin here: tests render the shell's own components with no remote loading involved.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@pac/source'] },
  ssr: { resolve: { conditions: ['@pac/source'] } },
  // Keyboard tests run many key presses; on a shared 2-core machine 5 s is too tight for them.
  test: { environment: 'jsdom', globals: true, setupFiles: ['./src/test-setup.ts'], testTimeout: 20_000 },
});
