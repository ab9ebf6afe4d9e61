/**
 * `npm run bench [-- name …]`: runs every benchmark `bench/<name>.bench.ts` (or only the named ones) one after the
 * other, each in its own `tsx` process, after one cached Nx build of the workspace. Each benchmark starts what it
 * measures, prints its figures next to a baseline measured in the same run, and stops what it started.
 *
 * Convention for new benchmarks: add `bench/<name>.bench.ts` (a top-level-await script that exits 0 when it
 * measured, whether or not a target was met); it is picked up here by its file name, no list to edit.
 * Results are recorded by hand in bench/RESULTS.md (one section per benchmark).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const available = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.slice(0, -'.bench.ts'.length))
  .sort();

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}
const selected = requested.length > 0 ? requested : available;

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.info('Building the workspace (cached by Nx)...');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('Build failed; benchmarks measure the built services, so fix the build first.');
    process.exit(build.status ?? 1);
  }
}

const outcomes: { name: string; ok: boolean; seconds: number }[] = [];
for (const name of selected) {
  console.info(`\n##### benchmark: ${name} #####`);
  const started = Date.now();
  const run = spawnSync('npx', ['tsx', path.join(benchDir, `${name}.bench.ts`)], {
    cwd: repoRoot,
    stdio: 'inherit',
    // The build above is shared: each benchmark skips its own.
    env: { ...process.env, BENCH_SKIP_BUILD: '1' },
  });
  outcomes.push({ name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.info('\n##### benchmarks run #####');
for (const { name, ok, seconds } of outcomes)
  console.info(`${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
