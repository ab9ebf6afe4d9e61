import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleReportJob, neverEndingReportJob } from '../testing/report-jobs.js';
import {
  ReportRenderFailure,
  ReportRenderPool,
  reportWorkerEntry,
  type ReportPoolSettings,
} from './report-render-pool.js';

const pools: ReportRenderPool[] = [];
const startPool = (settings: Partial<ReportPoolSettings>, entry?: { filename: string }) => {
  const pool = new ReportRenderPool(
    { workers: 1, queueLimit: 4, deadlineMs: 30_000, memoryMb: 128, ...settings },
    entry,
  );
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.beforeApplicationShutdown()));
});

/** A thread started and its renderer loaded (compiling the sources, in tests): start-up is not what is measured. */
const warm = (pool: ReportRenderPool) => pool.render(exampleReportJob(), 60_000);

/** How a render ended: its failure's reason (or 'rendered') and how long it took. */
async function outcome(render: Promise<Buffer>): Promise<{ reason: string; ms: number }> {
  const started = performance.now();
  try {
    await render;
    return { reason: 'rendered', ms: performance.now() - started };
  } catch (error) {
    if (!(error instanceof ReportRenderFailure)) throw error;
    return { reason: error.reason, ms: performance.now() - started };
  }
}

describe('ReportRenderPool', () => {
  it('renders Example A’s PDF and CSV in a worker thread', async () => {
    const pool = startPool({});
    const pdf = await pool.render(exampleReportJob('pdf'), 60_000);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = (await pool.render(exampleReportJob('csv'))).toString('utf8');
    // Every section of the report, each opened by its title: the assumptions first, the months among them.
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Key assumptions');
    expect(lines).toContain('Month by month');
    expect(lines).toContain('Risk and return: sensitivity of year 1 net cash flow');
    expect(pool.submitted).toBe(2);
  }, 60_000);

  it('ends a render that never finishes at its deadline, the request thread never held, and carries on', async () => {
    const deadlineMs = 2_000;
    const pool = startPool({ deadlineMs });
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const ended = await outcome(pool.render(neverEndingReportJob()));
    loop.disable();
    expect(ended.reason).toBe('deadline');
    expect(ended.ms).toBeGreaterThanOrEqual(deadlineMs - 50);
    expect(ended.ms).toBeLessThan(deadlineMs + 1_000);
    // The render ran beside this thread (and its deadline counted the thread's start-up), which kept turning: no
    // pause anywhere near a request's budget.
    expect(loop.max / 1e6).toBeLessThan(100);
    // Its thread was terminated and replaced: the next render works.
    expect((await warm(pool)).subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('ends a render that outgrows its memory limit', async () => {
    // 64 MB: Example A needs a fraction of it; the never-ending render passes it within seconds.
    const pool = startPool({ memoryMb: 64, deadlineMs: 45_000 });
    expect((await outcome(pool.render(exampleReportJob()))).reason).toBe('rendered');
    expect((await outcome(pool.render(neverEndingReportJob()))).reason).toBe('memory');
  }, 60_000);

  it('refuses at once what its bounded queue cannot hold', async () => {
    const pool = startPool({ workers: 1, queueLimit: 1, deadlineMs: 3_000 });
    const running = outcome(pool.render(neverEndingReportJob()));
    const queued = outcome(pool.render(exampleReportJob()));
    const refused = await outcome(pool.render(exampleReportJob()));
    expect(refused.reason).toBe('queue-full');
    expect(refused.ms).toBeLessThan(50);
    expect((await running).reason).toBe('deadline');
    // The queued render waited behind the stuck one; its deadline counts the wait.
    expect((await queued).reason).toBe('deadline');
  });

  it('fails a render at once, saying why, when the worker module cannot load', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'report-worker-'));
    const filename = join(folder, 'broken-worker.mjs');
    writeFileSync(filename, "throw new Error('the renderer could not load');\nexport default () => 1;\n");
    const pool = startPool({ deadlineMs: 20_000 }, { filename });
    const ended = await outcome(pool.render(exampleReportJob()));
    expect(ended.reason).toBe('worker-failed-to-start');
    expect(ended.ms).toBeLessThan(10_000);
  });

  it('closes at shutdown: a render waiting for a thread ends, the running one finishes, later ones are refused', async () => {
    const pool = startPool({ workers: 1, deadlineMs: 60_000 });
    await warm(pool);
    const running = outcome(pool.render(exampleReportJob()));
    const queued = outcome(pool.render(exampleReportJob()));
    await pool.beforeApplicationShutdown();
    expect((await running).reason).toBe('rendered');
    expect((await queued).reason).toBe('shutting-down');
    expect((await outcome(pool.render(exampleReportJob()))).reason).toBe('shutting-down');
  }, 60_000);

  it('names the missing worker module and what to do, instead of starting a pool that would hang', () => {
    const folder = mkdtempSync(join(tmpdir(), 'report-pool-'));
    const moduleUrl = pathToFileURL(join(folder, 'report-render-pool.js')).href;
    expect(() => reportWorkerEntry(moduleUrl)).toThrow(
      `The report worker's module ${join(folder, 'report-render.worker.js')} is missing: build the analysis service (npm run build)`,
    );
  });

  it('finds the worker module beside itself: the TypeScript source under tests, with tsx', () => {
    const entry = reportWorkerEntry();
    expect(entry.filename.endsWith(join('src', 'reports', 'report-render.worker.ts'))).toBe(true);
    expect(entry.execArgv).toEqual(['--conditions=@pac/source', '--import', 'tsx']);
  });
});
