import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import { type ReportRenderJob } from './report-render.js';

/** Why a render gave no file; each is a 503 for the user, whose export is given back. */
export type RenderFailureReason =
  | 'deadline'
  | 'memory'
  | 'worker-crashed'
  | 'worker-failed-to-start'
  | 'queue-full'
  | 'render-error'
  | 'shutting-down';

export class ReportRenderFailure extends Error {
  constructor(
    readonly reason: RenderFailureReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'ReportRenderFailure';
  }
}

/** How the pool runs renders (reportPoolSettingsOf the service's config). */
export interface ReportPoolSettings {
  /** Threads rendering at once; more renders wait in the queue. */
  workers: number;
  /** Renders that may wait for a thread; beyond it a render is refused at once (queue-full). */
  queueLimit: number;
  /** From submission to file, waiting included: past it the render's thread is terminated. */
  deadlineMs: number;
  /** V8 heap limit of each thread (old generation); a render above it ends its thread. */
  memoryMb: number;
}

const WORKER_ENTRY = 'report-render.worker';

/**
 * Where the worker's module is: beside this file, as JavaScript in the built service (dist) or as TypeScript when
 * tests run the sources. Worker threads do not go through Vitest's transform, so from sources the thread loads tsx
 * and resolves the workspace libraries by the same `@pac/source` condition the tests use.
 */
export function reportWorkerEntry(moduleUrl = import.meta.url): { filename: string; execArgv?: string[] } {
  const here = fileURLToPath(moduleUrl);
  const fromSources = here.endsWith('.ts');
  const filename = join(dirname(here), `${WORKER_ENTRY}.${fromSources ? 'ts' : 'js'}`);
  if (!existsSync(filename)) {
    throw new Error(
      `The report worker's module ${filename} is missing: build the analysis service (npm run build)`,
    );
  }
  return fromSources ? { filename, execArgv: ['--conditions=@pac/source', '--import', 'tsx'] } : { filename };
}

/**
 * PDF and CSV renders in a bounded pool of worker threads (piscina), so a render's CPU and memory never hold the
 * request thread. Each render has a deadline (waiting included) after which its thread is terminated and replaced,
 * each thread a heap limit; the queue is bounded, so a flood is refused at once rather than waited on. Render
 * threads run at a lower CPU priority than the request thread where the OS allows it (Linux).
 */
export class ReportRenderPool implements BeforeApplicationShutdown {
  private readonly logger = new Logger('ReportRenderPool');
  private readonly pool: Piscina<ReportRenderJob, Uint8Array>;
  /** Renders submitted and not yet settled, each with the abort that ends it. */
  private readonly pending = new Set<AbortController>();
  private submittedCount = 0;
  private closing = false;

  constructor(
    private readonly settings: ReportPoolSettings,
    entry: { filename: string; execArgv?: string[] } = reportWorkerEntry(),
  ) {
    this.pool = new Piscina<ReportRenderJob, Uint8Array>({
      ...entry,
      // Threads start with the first render and stay a minute after the last, so a quiet service holds none.
      minThreads: 0,
      maxThreads: this.settings.workers,
      idleTimeout: 60_000,
      maxQueue: this.settings.queueLimit,
      resourceLimits: { maxOldGenerationSizeMb: this.settings.memoryMb },
      niceIncrement: 10,
      // A render still running at shutdown has until its own deadline.
      closeTimeout: this.settings.deadlineMs + 1_000,
    });
    // A thread whose module fails to load reports it here, with no task to fail: the renders waiting for a thread
    // would wait until their deadline, so they end now with the reason.
    this.pool.on('error', (error: unknown) => {
      const detail = error instanceof Error ? error.message : String(error);
      this.logger.error(`report worker failed: ${detail}`);
      if (this.closing) return;
      for (const controller of this.pending) {
        controller.abort(new ReportRenderFailure('worker-failed-to-start', detail));
      }
    });
  }

  /** Renders handed to the pool since start (refusals before it, such as a 402, never reach it). */
  get submitted(): number {
    return this.submittedCount;
  }

  /**
   * The file's bytes, or a ReportRenderFailure saying why there is none. `deadlineMs` replaces the pool's deadline
   * for this render (a benchmark or test warming a thread, whose start-up is not what it measures).
   */
  async render(job: ReportRenderJob, deadlineMs = this.settings.deadlineMs): Promise<Buffer> {
    // Piscina starts threads again for work given after close; a stopping service takes none.
    if (this.closing) throw new ReportRenderFailure('shutting-down', 'the service is stopping');
    if (this.pending.size >= this.settings.workers + this.settings.queueLimit) {
      throw new ReportRenderFailure('queue-full', `${this.pending.size} renders in hand`);
    }
    const controller = new AbortController();
    const deadline = setTimeout(
      () => controller.abort(new ReportRenderFailure('deadline', `over ${deadlineMs} ms`)),
      deadlineMs,
    );
    this.pending.add(controller);
    this.submittedCount += 1;
    try {
      const bytes = await this.pool.run(job, { signal: controller.signal });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      throw failureOf(error, controller.signal);
    } finally {
      clearTimeout(deadline);
      this.pending.delete(controller);
    }
  }

  /** Shutdown: renders not started end (503, export given back); running ones finish or meet their deadline. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.pool.close({ force: true });
  }
}

/** What a rejected render means, from piscina's and the worker's errors. */
function failureOf(error: unknown, signal: AbortSignal): ReportRenderFailure {
  if (signal.aborted && signal.reason instanceof ReportRenderFailure) return signal.reason;
  if (error instanceof ReportRenderFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new ReportRenderFailure('memory', message);
  if (/^worker exited with code/i.test(message) || message === 'Terminating worker thread') {
    return new ReportRenderFailure('worker-crashed', message);
  }
  if (/queue is at limit|No task queue available/i.test(message)) {
    return new ReportRenderFailure('queue-full', message);
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new ReportRenderFailure('shutting-down', message);
  }
  return new ReportRenderFailure('render-error', message);
}
