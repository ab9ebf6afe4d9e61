import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Under a supervising group's state folder: `{ "<name>": <pid> }` of every process as it runs now. */
export const PROCESS_PIDS_FILE = 'processes.json';
/** Under a supervising group's state folder: one line per restart, naming the process and why. */
export const SUPERVISION_LOG_FILE = 'supervision.log';

export interface SupervisionOptions {
  /** Restart a process that exits (or stops answering liveness) until the group is stopped. */
  restart: boolean;
  /** Where `processes.json` and `supervision.log` are written (the stack's STACK_STATE_DIR). */
  stateDir?: string;
  /** Where restart lines go besides the log file (default: stderr). */
  log?: (line: string) => void;
  /** Wait before the first restart; doubled for each further one in a row, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A process that ran this long before it exited starts again from `initialDelayMs`. */
  resetAfterMs?: number;
  /** How often `livenessUrl` is asked, and how long each answer may take. */
  livenessIntervalMs?: number;
  livenessTimeoutMs?: number;
  /** A process whose liveness has not passed for this long is killed (SIGKILL) and restarted. */
  unresponsiveMs?: number;
  /** How long a process may take to pass liveness for the first time after it starts. */
  startupMs?: number;
}

export interface StartOptions {
  cwd?: string;
  /** Polled while the process runs (a supervising group only): `/health/live` of a service. */
  livenessUrl?: string;
}

const DEFAULTS = {
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  resetAfterMs: 30_000,
  livenessIntervalMs: 2_000,
  livenessTimeoutMs: 2_000,
  unresponsiveMs: 15_000,
  startupMs: 90_000,
} satisfies Omit<Required<SupervisionOptions>, 'restart' | 'stateDir' | 'log'>;

interface Entry {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  options: StartOptions;
  child: ChildProcess;
  startedAt: number;
  /** Restarts in a row without a long enough run between them (the backoff's exponent). */
  restartsInARow: number;
  /** Why the group killed the process, when it did; the exit line says this instead of the signal. */
  killedBecause?: string;
  restartTimer?: NodeJS.Timeout;
  livenessTimer?: NodeJS.Timeout;
}

/** Children already reported as ended. */
const ended = new WeakSet<ChildProcess>();

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** `exited with code 1`, `was killed by SIGKILL`. */
const describeExit = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `was killed by ${signal}` : `exited with code ${code}`;

/**
 * The child processes of the local stack: prefixes their output, and stops them all (SIGTERM, then SIGKILL after a
 * grace period) in reverse start order. Without supervision (the test runner's helpers) an early death is only
 * reported. With `restart` (`npm start`), a process that exits, or whose liveness URL stops passing, is restarted
 * with exponential backoff and one log line naming it and saying why; only `stopAll` (Ctrl-C) ends them.
 */
export class ProcessGroup {
  private readonly entries: Entry[] = [];
  private stopping = false;
  private readonly supervision: SupervisionOptions & typeof DEFAULTS;

  constructor(
    private readonly onUnexpectedExit: (name: string, code: number | null) => void = () => undefined,
    supervision: SupervisionOptions = { restart: false },
  ) {
    this.supervision = { ...DEFAULTS, ...supervision };
    if (supervision.stateDir) {
      fs.mkdirSync(supervision.stateDir, { recursive: true });
      this.writePids();
      // The log is this run's: a line in it is a restart since this `npm start`.
      if (supervision.restart) fs.writeFileSync(path.join(supervision.stateDir, SUPERVISION_LOG_FILE), '');
    }
  }

  start(
    name: string,
    command: string,
    args: string[],
    env: NodeJS.ProcessEnv,
    options: StartOptions = {},
  ): ChildProcess {
    const entry = { name, command, args, env, options, restartsInARow: 0 } as Entry;
    this.entries.push(entry);
    this.spawn(entry);
    return entry.child;
  }

  /** The process's current pid (it changes when the process is restarted). */
  pidOf(name: string): number | undefined {
    return this.entries.find((entry) => entry.name === name)?.child.pid;
  }

  async stopAll(graceMs = 5_000): Promise<void> {
    this.stopping = true;
    for (const entry of this.entries) {
      clearTimeout(entry.restartTimer);
      clearInterval(entry.livenessTimer);
    }
    for (const { child } of [...this.entries].reverse()) await stopChild(child, graceMs);
  }

  private spawn(entry: Entry): void {
    const child = spawn(entry.command, entry.args, {
      env: entry.env,
      cwd: entry.options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    entry.child = child;
    entry.startedAt = Date.now();
    entry.killedBecause = undefined;
    const prefix = `[${entry.name}]`;
    const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`${prefix} ${line}\n`);
    };
    child.stdout?.on('data', relay(process.stdout));
    child.stderr?.on('data', relay(process.stderr));
    // A command that cannot be started at all (missing binary) is reported like an exit.
    child.once('error', (error) => {
      if (child.pid === undefined) this.exited(entry, child, null, null, `could not start: ${error.message}`);
    });
    child.once('exit', (code, signal) => this.exited(entry, child, code, signal));
    this.writePids();
    if (this.supervision.restart && entry.options.livenessUrl)
      this.watchLiveness(entry, child, entry.options.livenessUrl);
  }

  private exited(
    entry: Entry,
    child: ChildProcess,
    code: number | null,
    signal: NodeJS.Signals | null,
    reason?: string,
  ): void {
    // One report per child, whether it ended with 'exit' or never started ('error').
    if (entry.child !== child || ended.has(child)) return;
    ended.add(child);
    clearInterval(entry.livenessTimer);
    if (this.stopping) return;
    if (!this.supervision.restart) {
      this.onUnexpectedExit(entry.name, code);
      return;
    }
    if (Date.now() - entry.startedAt >= this.supervision.resetAfterMs) entry.restartsInARow = 0;
    const delay = Math.min(
      this.supervision.maxDelayMs,
      this.supervision.initialDelayMs * 2 ** entry.restartsInARow,
    );
    entry.restartsInARow += 1;
    const why = entry.killedBecause ?? reason ?? describeExit(code, signal);
    this.report(
      `!! ${entry.name} ${why}; restarting it in ${seconds(delay)} (restart ${entry.restartsInARow} in a row)`,
    );
    entry.restartTimer = setTimeout(() => {
      if (!this.stopping) this.spawn(entry);
    }, delay);
  }

  /**
   * Asks the liveness URL every livenessIntervalMs. A process that has not passed it for unresponsiveMs (or not once
   * within startupMs of starting) is hung: a blocked loop ignores SIGTERM, so it gets SIGKILL, then the restart.
   */
  private watchLiveness(entry: Entry, child: ChildProcess, url: string): void {
    const { livenessIntervalMs, livenessTimeoutMs, unresponsiveMs, startupMs } = this.supervision;
    let passedAt: number | undefined;
    let last = 'no answer yet';
    let asking = false;
    entry.livenessTimer = setInterval(() => {
      if (asking || entry.child !== child) return;
      asking = true;
      fetch(url, { signal: AbortSignal.timeout(livenessTimeoutMs) })
        .then(
          async (response) => {
            await response.body?.cancel();
            if (response.ok) passedAt = Date.now();
            else last = `HTTP ${response.status}`;
          },
          (error: unknown) => {
            last =
              error instanceof Error && error.name === 'TimeoutError'
                ? `no answer within ${seconds(livenessTimeoutMs)}`
                : 'refused';
          },
        )
        .finally(() => {
          asking = false;
          if (entry.child !== child || this.stopping || child.exitCode !== null || child.signalCode !== null)
            return;
          const now = Date.now();
          const path = new URL(url).pathname;
          if (passedAt === undefined && now - entry.startedAt >= startupMs)
            entry.killedBecause = `did not pass ${path} within ${seconds(startupMs)} of starting (last: ${last})`;
          else if (passedAt !== undefined && now - passedAt >= unresponsiveMs)
            entry.killedBecause = `did not pass ${path} for ${seconds(now - passedAt)} (last: ${last})`;
          else return;
          entry.killedBecause += '; killed it (SIGKILL)';
          clearInterval(entry.livenessTimer);
          child.kill('SIGKILL');
        });
    }, livenessIntervalMs);
    entry.livenessTimer.unref();
  }

  private report(line: string): void {
    (this.supervision.log ?? ((text: string) => process.stderr.write(`${text}\n`)))(line);
    if (this.supervision.stateDir)
      fs.appendFileSync(
        path.join(this.supervision.stateDir, SUPERVISION_LOG_FILE),
        `${new Date().toISOString()} ${line}\n`,
      );
  }

  /** Rewritten at each (re)start, so a test or an operator can find a process by name. */
  private writePids(): void {
    if (!this.supervision.stateDir) return;
    const pids = Object.fromEntries(
      this.entries.flatMap((entry) =>
        entry.child?.pid === undefined ? [] : [[entry.name, entry.child.pid]],
      ),
    );
    const file = path.join(this.supervision.stateDir, PROCESS_PIDS_FILE);
    fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(pids, null, 2)}\n`);
    fs.renameSync(`${file}.tmp`, file);
  }
}

export function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
