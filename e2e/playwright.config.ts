import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { E2E_ADMIN, E2E_PORTS, E2E_STATE_DIR, siteUrl } from './stack-env.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(repoRoot, '.stack/reports/playwright.json'),
      },
    ],
  ],
  outputDir: path.join(repoRoot, '.stack/e2e-results'),
  use: {
    baseURL: siteUrl,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A failed test keeps its trace (DOM snapshots, network, console) and a screenshot of where it stopped. The
    // trace's screencast is left out: filming every test cost about a fifth of the run's time (3.2 → 2.5 min on the
    // calculator and admin-mobile files).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx tools/stack/start.ts',
    cwd: repoRoot,
    url: `${siteUrl}/mfe-manifest.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore', // the stack's warnings and errors still arrive on stderr
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      ...Object.fromEntries(Object.entries(E2E_PORTS).map(([key, value]) => [key, String(value)])),
      STACK_SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      STACK_STATE_DIR: E2E_STATE_DIR,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every journey comes from this one machine's address: identity's per-IP limits (sign-up 10 per 15 min, …)
      // are raised for the test stack instead of faking client addresses, which the gateway no longer believes.
      IP_LIMIT_MULTIPLIER: '20',
      // The journeys sign the one seeded admin in more often than the per-email cap on code mails (10 an hour).
      EMAIL_LIMIT_MULTIPLIER: '20',
    },
  },
});
