import { spawn } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { processCpuSeconds } from './process-cpu.js';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Rewrites each request before it is sent (unique bodies, client addresses). */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
  connections?: number;
  durationSeconds: number;
  /** Fixed offered load across all connections (autocannon overallRate); unset: as fast as answered. */
  overallRate?: number;
}

export interface LoadResult {
  /** Answers with a 2xx status per second. */
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  /** CPU time of the measured server process per answered request (warmAndLoad with `cpuPid`). */
  cpuMsPerRequest?: number;
}

/** One autocannon run; latency in milliseconds. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 10,
    duration: options.durationSeconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0]),
  );
  const ok = result['2xx'];
  return {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/**
 * A short unmeasured run first (JIT, connection pools, caches), then the measured one. With `cpuPid`, also the CPU
 * time that process (all its threads) used per answered request during the measured run: on a shared machine a
 * steadier comparison of two servers' work than their rates, which move with whatever else runs.
 */
export async function warmAndLoad(
  options: LoadOptions,
  warmupSeconds = 3,
  cpuPid?: number,
): Promise<LoadResult> {
  await load({ ...options, durationSeconds: warmupSeconds });
  const cpuBefore = cpuPid === undefined ? 0 : processCpuSeconds(cpuPid);
  const result = await load(options);
  if (cpuPid === undefined || result.total === 0) return result;
  return { ...result, cpuMsPerRequest: ((processCpuSeconds(cpuPid) - cpuBefore) * 1000) / result.total };
}

/** Fails the benchmark when answers were not what is being measured (e.g. 429s or 5xx instead of real work). */
export function assertAllOk(label: string, result: LoadResult): void {
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors out of ${result.total} ` +
        `(statuses ${JSON.stringify(result.statuses)}); the figures would not measure the endpoint`,
    );
  }
}

/**
 * A baseline server in a Node process of its own (`node <args>`), which writes the port it listens on as its first
 * line on stdout and closes on SIGTERM: its URL, and a stop that waits for the process to end.
 */
export async function startServerProcess(
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the server process exited (${code}) before it listened`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const fmt = {
  rps: (value: number) => `${Math.round(value).toLocaleString('en-GB')}/s`,
  ms: (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`,
  pct: (value: number) => `${(value * 100).toFixed(0)}%`,
  met: (ok: boolean) => (ok ? 'met' : 'NOT MET'),
};

/** Percentile of already measured samples (nearest rank). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One line saying where the figures come from. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 1024 ** 3);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  return `${new Date().toISOString().slice(0, 10)} · ${os.cpus().length} cores (${cpu}) · ${memory} GiB · Node ${process.version} · load average at start ${load}`;
}

/** Prints a Markdown table (copied into bench/RESULTS.md). */
export function printTable(headers: string[], rows: string[][]): void {
  const lines = [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
  console.info(lines.join('\n'));
}
