import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/**
 * What the watchdog calls lagging and blocked. One request doing unbounded work on the loop (a report render)
 * delays every other request of the process; these limits decide when it stops taking traffic and when it is
 * restarted (services/README.md, "Event-loop watchdog").
 */
export const EVENT_LOOP_LIMITS = {
  /** A tick this late fails readiness: the gateway and Kubernetes stop sending the process requests. */
  readyLagMs: 1_000,
  /** A block this long fails liveness: the process is stuck, and the orchestrator restarts it. */
  liveBlockMs: 10_000,
  /** How long a lag or block seen keeps its check failing, so probes polling between two slow ticks see it too. */
  recentMs: 2_000,
  /**
   * A block this long ends the process from a watchdog thread (SIGKILL): a blocked loop runs no signal handler, so
   * SIGTERM cannot stop it, and `restart: unless-stopped` or `npm start` bring it back only once it has exited.
   */
  exitBlockMs: 60_000,
} as const;

export interface EventLoopWatchdogOptions {
  readyLagMs?: number;
  liveBlockMs?: number;
  recentMs?: number;
  /** How often the heartbeat runs; a tick later than this by more than readyLagMs is a lag. */
  tickMs?: number;
  /** Monotonic milliseconds; replaceable in tests. */
  now?: () => number;
}

/** Source of the watchdog thread (a string, so it runs the same from the TypeScript sources and from dist). */
const EXIT_THREAD_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beats = new Int32Array(workerData.beats);
let seen = Atomics.load(beats, 0);
let movedAt = performance.now();
setInterval(() => {
  const now = performance.now();
  const beat = Atomics.load(beats, 0);
  if (beat !== seen) {
    seen = beat;
    movedAt = now;
    return;
  }
  if (now - movedAt < workerData.afterMs) return;
  const seconds = Math.round((now - movedAt) / 1000);
  const line = {
    level: 'fatal',
    pid: process.pid,
    timestamp: Date.now(),
    message: workerData.name + ': event loop blocked for ' + seconds + ' s; ending the process (SIGKILL) so it is restarted',
    context: 'EventLoopWatchdog',
  };
  writeSync(2, JSON.stringify(line) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, workerData.checkMs);
`;

/**
 * Watches the process's own event loop with a heartbeat timer: a tick that comes late means the loop was busy
 * (or blocked) that long. Readiness asks `lagging()`, liveness `blocked()`; both also look at the tick that is
 * overdue right now, since a request handled just after a long synchronous task may run before the heartbeat does.
 */
export class EventLoopWatchdog {
  readonly readyLagMs: number;
  readonly liveBlockMs: number;
  private readonly recentMs: number;
  private readonly tickMs: number;
  private readonly now: () => number;
  private lastTick = 0;
  private laggedAt = Number.NEGATIVE_INFINITY;
  private blockedAt = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private beats: Int32Array | undefined;
  private exitThread: Worker | undefined;

  constructor(options: EventLoopWatchdogOptions = {}) {
    this.readyLagMs = options.readyLagMs ?? EVENT_LOOP_LIMITS.readyLagMs;
    this.liveBlockMs = options.liveBlockMs ?? EVENT_LOOP_LIMITS.liveBlockMs;
    this.recentMs = options.recentMs ?? EVENT_LOOP_LIMITS.recentMs;
    this.tickMs = options.tickMs ?? 100;
    this.now = options.now ?? (() => performance.now());
  }

  /** Starts the heartbeat (idempotent). It never keeps the process alive. */
  start(): this {
    if (this.timer) return this;
    this.lastTick = this.now();
    this.timer = setInterval(() => this.tick(), this.tickMs);
    this.timer.unref();
    return this;
  }

  /** Stops the heartbeat and the exit thread. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    void this.exitThread?.terminate();
    this.exitThread = undefined;
  }

  /** Whether the loop fell more than readyLagMs behind within the last recentMs (readiness fails meanwhile). */
  lagging(): boolean {
    this.observe();
    return this.now() - this.laggedAt < this.recentMs;
  }

  /** Whether the loop was blocked for liveBlockMs or more within the last recentMs (liveness fails meanwhile). */
  blocked(): boolean {
    this.observe();
    return this.now() - this.blockedAt < this.recentMs;
  }

  /**
   * Ends the process when its loop has been blocked for `afterMs`, from a worker thread that reads the heartbeat
   * through shared memory: the blocked main thread can do nothing, not even run its SIGTERM handler. Only for real
   * service processes (bootstrapService, the email worker's main), never inside a test runner.
   */
  exitWhenBlockedFor(afterMs: number, name: string): void {
    if (this.exitThread || afterMs <= 0) return;
    this.start();
    const beats = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    this.beats = new Int32Array(beats);
    this.exitThread = new Worker(EXIT_THREAD_SOURCE, {
      eval: true,
      // The thread's source is a plain script: none of the process's flags (a loader, --input-type) apply to it.
      execArgv: [],
      workerData: { beats, afterMs, name, checkMs: Math.max(50, Math.min(1_000, afterMs / 4)) },
    });
    this.exitThread.on('error', (error) =>
      process.stderr.write(`${name}: the event-loop exit watch stopped: ${error.message}\n`),
    );
    this.exitThread.unref();
  }

  private tick(): void {
    this.observe();
    this.lastTick = this.now();
    if (this.beats) Atomics.add(this.beats, 0, 1);
  }

  /** Records the lag of the tick due now (0 when it is not late). */
  private observe(): void {
    if (this.timer === undefined) return;
    const now = this.now();
    const lag = now - this.lastTick - this.tickMs;
    if (lag >= this.readyLagMs) this.laggedAt = now;
    if (lag >= this.liveBlockMs) this.blockedAt = now;
  }
}

/**
 * Test hook: keeps the event loop busy for `forMs` in slices of `sliceMs`, with `gapMs` free between them in which
 * requests (readiness probes among them) are answered, as a long render that yields now and then would. Reachable
 * only through the test-only route (EVENT_LOOP_TEST_HOOK, health.module.ts) or directly from a test.
 */
export function blockEventLoop(forMs: number, sliceMs = forMs, gapMs = 20): Promise<void> {
  const until = performance.now() + forMs;
  return new Promise((resolve) => {
    const slice = () => {
      const end = Math.min(until, performance.now() + sliceMs);
      // Busy on purpose: this is the blocked loop under test.
      while (performance.now() < end) Math.sqrt(end);
      if (performance.now() >= until) resolve();
      else setTimeout(slice, gapMs);
    };
    setTimeout(slice, 0);
  });
}
