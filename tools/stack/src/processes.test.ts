import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@pac/server-kit/tcp-port';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PROCESS_PIDS_FILE,
  ProcessGroup,
  SUPERVISION_LOG_FILE,
  type SupervisionOptions,
} from './processes.js';

/**
 * The supervision `npm start` relies on, over real child processes (`node -e`): restarts after an exit or a kill,
 * exponential backoff, a hung process (liveness not answering, SIGTERM ignored) killed and restarted, one line per
 * restart naming the process and why, the pids file, and a stop that ends everything for good.
 */
let stateDir: string;
let group: ProcessGroup | undefined;
const lines: string[] = [];

beforeEach(() => {
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-supervision-'));
  lines.length = 0;
});
afterEach(async () => {
  await group?.stopAll(1_000);
  group = undefined;
  fs.rmSync(stateDir, { recursive: true, force: true });
});

const supervised = (options: Partial<SupervisionOptions> = {}) =>
  new ProcessGroup(undefined, {
    restart: true,
    stateDir,
    log: (line) => lines.push(line),
    initialDelayMs: 100,
    ...options,
  });

const pids = () =>
  JSON.parse(fs.readFileSync(path.join(stateDir, PROCESS_PIDS_FILE), 'utf8')) as Record<string, number>;
const logFile = () => fs.readFileSync(path.join(stateDir, SUPERVISION_LOG_FILE), 'utf8');

async function until<T>(check: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms; log: ${lines.join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A long-running child: an HTTP server answering /health/live on PORT. */
const SERVER = `require('node:http').createServer((req, res) => res.end('{"status":"ok"}')).listen(Number(process.env.PORT), '127.0.0.1');`;

describe('ProcessGroup supervision', () => {
  it('restarts a process killed with SIGKILL, says so in one line, and records its new pid', async () => {
    group = supervised();
    const port = await freePort();
    group.start('analysis', process.execPath, ['-e', SERVER], { ...process.env, PORT: String(port) });
    const first = await until(() => pids().analysis);
    expect(group.pidOf('analysis')).toBe(first);

    process.kill(first, 'SIGKILL');
    const second = await until(() => pids().analysis !== first && pids().analysis);
    expect(alive(second)).toBe(true);
    expect(group.pidOf('analysis')).toBe(second);
    expect(lines).toEqual(['!! analysis was killed by SIGKILL; restarting it in 0.1 s (restart 1 in a row)']);
    expect(logFile()).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z !! analysis was killed by SIGKILL; restarting it/);
  });

  it('backs off exponentially while a process keeps failing at once', async () => {
    group = supervised();
    group.start('email-worker', process.execPath, ['-e', 'process.exit(3)'], process.env);
    await until(() => lines.length >= 4);
    expect(lines.slice(0, 4)).toEqual([
      '!! email-worker exited with code 3; restarting it in 0.1 s (restart 1 in a row)',
      '!! email-worker exited with code 3; restarting it in 0.2 s (restart 2 in a row)',
      '!! email-worker exited with code 3; restarting it in 0.4 s (restart 3 in a row)',
      '!! email-worker exited with code 3; restarting it in 0.8 s (restart 4 in a row)',
    ]);
  });

  it('starts the backoff over once a process ran long enough', async () => {
    group = supervised({ resetAfterMs: 500 });
    const marker = path.join(stateDir, 'runs');
    // Fails fast twice, then runs 0.8 s before failing again.
    const script = `const fs = require('node:fs'); const runs = fs.existsSync(${JSON.stringify(marker)}) ? Number(fs.readFileSync(${JSON.stringify(marker)}, 'utf8')) : 0; fs.writeFileSync(${JSON.stringify(marker)}, String(runs + 1)); setTimeout(() => process.exit(1), runs >= 2 ? 800 : 0);`;
    group.start('content', process.execPath, ['-e', script], process.env);
    await until(() => lines.length >= 3);
    expect(lines.slice(0, 3).map((line) => /in ([\d.]+ s)/.exec(line)?.[1])).toEqual([
      '0.1 s',
      '0.2 s',
      '0.1 s',
    ]);
  });

  it('kills a process that stops answering liveness (ignoring SIGTERM) and restarts it, saying why', async () => {
    group = supervised({ livenessIntervalMs: 200, livenessTimeoutMs: 300, unresponsiveMs: 1_000 });
    const port = await freePort();
    const marker = path.join(stateDir, 'hung-once');
    // The first run answers, then blocks its loop for good; the run after it keeps answering.
    const script = `${SERVER}
      process.on('SIGTERM', () => undefined);
      const fs = require('node:fs');
      if (!fs.existsSync(${JSON.stringify(marker)})) {
        fs.writeFileSync(${JSON.stringify(marker)}, '');
        setTimeout(() => { for (;;) Math.sqrt(2); }, 600);
      }`;
    group.start(
      'identity',
      process.execPath,
      ['-e', script],
      { ...process.env, PORT: String(port) },
      {
        livenessUrl: `http://127.0.0.1:${port}/health/live`,
      },
    );
    const hung = await until(() => pids().identity);
    const restarted = await until(() => pids().identity !== hung && pids().identity);
    expect(alive(hung)).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^!! identity did not pass \/health\/live for \d+(\.\d)? s \(last: no answer within 0\.3 s\); killed it \(SIGKILL\); restarting it in 0\.1 s \(restart 1 in a row\)$/,
    );
    // The new process answers, and is left alone.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(pids().identity).toBe(restarted);
    expect(lines).toHaveLength(1);
  });

  it('stops every process for good on stopAll, a pending restart included', async () => {
    group = supervised({ initialDelayMs: 1_000 });
    const port = await freePort();
    group.start('gateway', process.execPath, ['-e', SERVER], { ...process.env, PORT: String(port) });
    group.start('admin', process.execPath, ['-e', 'setTimeout(() => process.exit(1), 100)'], process.env);
    await until(() => lines.length === 1);
    const gateway = pids().gateway as number;
    await group.stopAll(1_000);
    expect(alive(gateway)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(lines).toHaveLength(1);
    expect(group.pidOf('admin')).toBe(pids().admin);
  });

  it('without supervision (the test runner) reports an early exit and restarts nothing', async () => {
    const exits: string[] = [];
    group = new ProcessGroup((name, code) => exits.push(`${name} ${code}`));
    group.start('redis', process.execPath, ['-e', 'process.exit(2)'], process.env);
    await until(() => exits.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(exits).toEqual(['redis 2']);
  });
});
