/**
 * `npm test`: every check the project has, in one command, on real infrastructure:
 * build → lint + typecheck → unit and integration tests (Vitest, real PostgreSQL and Redis, a database per run)
 * → end-to-end tests (Playwright in Debian's Chromium over the composed site). Ends with one summary line.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Only modules without workspace imports here: on a fresh clone the libs are not built until the first step.
import { canConnect } from './src/infra/net.js';
import { createScratchDatabase, resolvePostgres } from './src/infra/postgres.js';
import { resolveRedis } from './src/infra/redis.js';
import { ProcessGroup } from './src/processes.js';
import {
  failedPlaywrightTests,
  failedVitestTests,
  type PlaywrightReport,
  type VitestReport,
} from './src/test-reports.js';
import { stateDir } from './src/state-dir.js';

// What the tests need from the system (Chromium, nginx, redis-server), installed as .ci/run does when we may; when
// something cannot be had, the script says what in one line and the run stops before any step waits for it.
const provision = spawnSync('bash', [fileURLToPath(new URL('../provision.sh', import.meta.url))], {
  stdio: 'inherit',
});
if (provision.status !== 0) {
  console.info('\n0 passed, 1 failed');
  process.exit(1);
}

const reportsDir = path.join(stateDir, 'reports');
fs.mkdirSync(reportsDir, { recursive: true });
const failures: string[] = [];

function step(title: string, command: string, args: string[], options: SpawnSyncOptions = {}): boolean {
  console.info(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  const ok = result.status === 0;
  console.info(
    `=== ${title}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`,
  );
  if (!ok) failures.push(title);
  return ok;
}

const nx = (targets: string) => ['nx', 'run-many', '-t', ...targets.split(' '), '--outputStyle=static'];

if (!step('build', 'npx', nx('build'))) finish(0, 0);
// One ESLint over the workspace (the projects share its config): a third of the time of an ESLint per project.
step('lint (eslint, whole workspace)', 'npx', ['eslint', '--max-warnings=0', '.']);
step('typecheck', 'npx', nx('typecheck'));
step('formatting (prettier --check)', 'npx', ['prettier', '--check', '--log-level=warn', '.']);

// Real infrastructure for the tests: the configured or machine's PostgreSQL and Redis, else embedded ones.
const processes = new ProcessGroup(() => {});
async function testInfrastructure(): Promise<[string, string]> {
  const serverUrl =
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    ((await canConnect(5432))
      ? 'postgresql://postgres@127.0.0.1:5432/postgres'
      : (await resolvePostgres(stateDir, '')).url);
  const redisUrl =
    process.env.REDIS_URL ??
    ((await canConnect(6379)) ? 'redis://127.0.0.1:6379' : (await resolveRedis(processes, '')).url);
  return [serverUrl, redisUrl];
}
// One line and out when neither the machine's servers nor embedded ones can be had.
const [serverUrl, redisUrl] = await testInfrastructure().catch((error: unknown) => {
  console.error(
    `No PostgreSQL or Redis for the tests: ${error instanceof Error ? error.message : String(error)}`,
  );
  failures.push('test infrastructure');
  return finish(0, 0);
});
const testEnv = {
  ...process.env,
  TEST_DATABASE_URL: serverUrl,
  DATABASE_URL: serverUrl,
  REDIS_URL: redisUrl,
};

const vitestReport = path.join(reportsDir, 'vitest.json');
fs.rmSync(vitestReport, { force: true });
step(
  'unit and integration tests (vitest)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  { env: testEnv },
);

const e2eDatabase = await createScratchDatabase(serverUrl, 'pac_e2e');
const playwrightReport = path.join(reportsDir, 'playwright.json');
fs.rmSync(playwrightReport, { force: true });
step('end-to-end tests (playwright)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  env: {
    ...process.env,
    E2E_DATABASE_URL: e2eDatabase.url,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  },
});
await e2eDatabase.drop().catch((error) => console.warn(`could not drop ${e2eDatabase.url}: ${error}`));
await processes.stopAll();

const vitest = readJson<VitestReport>(vitestReport);
const playwright = readJson<PlaywrightReport>(playwrightReport);
// The failing tests' names go last, beside the summary, so the tail of a long CI log says what failed.
const failedTests = [...failedVitestTests(vitest), ...failedPlaywrightTests(playwright)];
if (failedTests.length)
  console.error(`\nFailed tests:\n${failedTests.map((name) => `  - ${name}`).join('\n')}`);
finish(
  (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0),
  (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0),
);

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function finish(passed: number, failed: number): never {
  if (failures.length) console.error(`\nFailed steps: ${failures.join(', ')}`);
  const failedCount = failed === 0 && failures.length ? failures.length : failed;
  console.info(`\n${passed} passed, ${failedCount} failed`);
  process.exit(failures.length || failed ? 1 : 0);
}
