import { ALLOWANCE_MESSAGES, DEALS_API_MESSAGES, type SavedDeal } from '@pac/contracts';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClientIp, startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';
import { exampleReportJob, neverEndingReportJob } from '../testing/report-jobs.js';
import { ReportRenderFailure, ReportRenderPool } from './report-render-pool.js';
import { REPORT_RATE_LIMIT } from './reports.service.js';
import { RENDERS_IN_FLIGHT_PER_USER } from './renders-in-flight.js';

/**
 * Short, so a test sees renders end, and long enough for a few hundred health and calculate answers beside the stuck
 * render (a p99 is then more than the slowest two); the pool is warmed first, so thread start-up is not in it.
 */
const DEADLINE_MS = 3_000;

/** Nearest-rank percentile of latencies in ms. */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

describe('report exports: off the request thread, counted first, limited per user', () => {
  let ctx: AnalysisTestApp;
  let pool: ReportRenderPool;
  beforeAll(async () => {
    // One report thread: a render that never ends holds all of them.
    ctx = await startAnalysisTestApp({
      REPORT_WORKERS: '1',
      REPORT_QUEUE_LIMIT: '4',
      REPORT_RENDER_TIMEOUT_MS: String(DEADLINE_MS),
    });
    pool = ctx.app.get(ReportRenderPool);
    await warmThread();
  }, 90_000);
  afterAll(() => ctx?.stop());

  /**
   * A report thread started and its renderer loaded, outside any deadline: a thread terminated for overrunning is
   * replaced by a new one, which in tests compiles the sources first (seconds, not what is measured).
   */
  const warmThread = () => pool.render(exampleReportJob(), 60_000);

  /** A free user (5 exports) with Example A saved. */
  async function freeUserWithDeal(): Promise<{ userId: string; token: string; deal: SavedDeal }> {
    const user = await ctx.user({ plan: 'free' });
    const deal = (await ctx.as(user.token).post('/api/deals', { input: EXAMPLE_A })).body.deal as SavedDeal;
    return { ...user, deal };
  }
  const exportsOf = (userId: string) => ctx.prisma.usageEvent.count({ where: { userId, kind: 'export' } });

  /** Holds the only report thread with a render that never ends (given to the pool directly, past validation). */
  function holdTheThread(): Promise<{ reason: string; ms: number }> {
    const started = performance.now();
    return pool.render(neverEndingReportJob()).then(
      () => ({ reason: 'rendered', ms: performance.now() - started }),
      (error: unknown) => ({
        reason: error instanceof ReportRenderFailure ? error.reason : String(error),
        ms: performance.now() - started,
      }),
    );
  }

  /** Latencies (ms) of /health/live and a visitor's calculate, one after the other, until `done()`. */
  async function answerTimes(done: () => boolean): Promise<{ health: number[]; calculate: number[] }> {
    const times = { health: [] as number[], calculate: [] as number[] };
    while (!done()) {
      let at = performance.now();
      expect((await request(ctx.server()).get('/health/live')).status).toBe(200);
      times.health.push(performance.now() - at);
      at = performance.now();
      const calculated = await request(ctx.server())
        .post('/api/analysis/calculate')
        .set('X-Forwarded-For', freshClientIp())
        .send(EXAMPLE_A);
      expect(calculated.status).toBe(200);
      times.calculate.push(performance.now() - at);
    }
    return times;
  }

  /** Waits until `count` more renders have reached the pool. */
  async function renderSubmitted(before: number, count: number): Promise<void> {
    for (let tries = 0; pool.submitted < before + count; tries++) {
      if (tries > 200)
        throw new Error(`only ${pool.submitted - before} of ${count} renders reached the pool`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('while a render never ends, health and calculate stay fast and the export behind it is a 503 within its deadline, not counted', async () => {
    const { userId, token, deal } = await freeUserWithDeal();
    // The same requests as long without any render: what this machine gives right now, said if the check fails.
    const quietUntil = performance.now() + DEADLINE_MS;
    const quiet = await answerTimes(() => performance.now() >= quietUntil);

    const stuck = holdTheThread();
    const started = performance.now();
    const exported = ctx
      .as(token)
      .get(`/api/deals/${deal.id}/report.pdf`)
      .then((res) => ({ res, ms: performance.now() - started }));
    let settled = false;
    void Promise.all([stuck, exported]).then(() => (settled = true));
    const { health, calculate } = await answerTimes(() => settled);

    const held = await stuck;
    expect(held.reason).toBe('deadline');
    expect(held.ms).toBeLessThan(DEADLINE_MS + 1_500);
    const { res, ms } = await exported;
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, error: DEALS_API_MESSAGES.reportFailed });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(ms).toBeLessThan(DEADLINE_MS + 1_500);
    expect(await exportsOf(userId)).toBe(0);

    expect(health.length).toBeGreaterThan(20);
    const without = `without a render just before: health p99 ${percentile(quiet.health, 99).toFixed(0)} ms, calculate p99 ${percentile(quiet.calculate, 99).toFixed(0)} ms`;
    expect(percentile(health, 99), `health p99 beside the stuck render (${without})`).toBeLessThan(100);
    expect(percentile(calculate, 99), `calculate p99 beside the stuck render (${without})`).toBeLessThan(100);

    // The stuck render's thread was terminated and replaced: the same export now renders, and counts.
    await warmThread();
    const again = await ctx.as(token).get(`/api/deals/${deal.id}/report.pdf`).buffer(true);
    expect(again.status).toBe(200);
    expect((again.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await exportsOf(userId)).toBe(1);
  }, 60_000);

  it('30 parallel exports from a user whose allowance is used up: all 402, not one render started', async () => {
    const { userId, token, deal } = await freeUserWithDeal();
    await ctx.spent(userId, 'export', 5);
    const submitted = pool.submitted;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        ctx.as(token).get(`/api/deals/${deal.id}/${i % 2 ? 'export.csv' : 'report.pdf'}`),
      ),
    );
    const resetsAt = (await ctx.as(token).get('/api/analysis/allowance')).body.resetsAt as string;
    for (const res of answers) {
      expect(res.status).toBe(402);
      expect(res.body.error).toBe(ALLOWANCE_MESSAGES.exportsUsedUp(5, 5, new Date(resetsAt)));
    }
    expect(pool.submitted).toBe(submitted);
    expect(await exportsOf(userId)).toBe(5);
  });

  it('a third render in flight for one user is a 429 with the wait; renders that fail give their exports back', async () => {
    const { userId, token, deal } = await freeUserWithDeal();
    const stuck = holdTheThread();
    const submitted = pool.submitted;
    const first = ctx.as(token).get(`/api/deals/${deal.id}/report.pdf`);
    const second = ctx.as(token).get(`/api/deals/${deal.id}/export.csv`);
    const waiting = Promise.all([first, second]);
    await renderSubmitted(submitted, 2);
    expect(await exportsOf(userId)).toBe(2);

    const third = await ctx.as(token).get(`/api/deals/${deal.id}/report.pdf`);
    expect(third.status).toBe(429);
    const wait = Number(third.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(Math.ceil(DEADLINE_MS / 1000));
    expect(third.body.error).toBe(DEALS_API_MESSAGES.reportsInFlight(RENDERS_IN_FLIGHT_PER_USER, wait));
    // Nothing of the third was counted or handed to the pool.
    expect(await exportsOf(userId)).toBe(2);
    expect(pool.submitted).toBe(submitted + 2);

    // The two waited behind the stuck render past their deadline: 503, and neither export counted.
    for (const res of await waiting) {
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(DEALS_API_MESSAGES.reportFailed);
    }
    expect((await stuck).reason).toBe('deadline');
    expect(await exportsOf(userId)).toBe(0);
    // Their places were let go: the user renders again.
    await warmThread();
    expect((await ctx.as(token).get(`/api/deals/${deal.id}/export.csv`)).status).toBe(200);
    expect(await exportsOf(userId)).toBe(1);
  }, 60_000);

  it('limits report downloads per user: past the limit a 429 with Retry-After and the wait in its message', async () => {
    const { userId, token, deal } = await freeUserWithDeal();
    await ctx.spent(userId, 'export', 5);
    for (let i = 0; i < REPORT_RATE_LIMIT.limit; i++) {
      const path = `/api/deals/${deal.id}/${i % 2 ? 'export.csv' : 'report.pdf'}`;
      expect((await ctx.as(token).get(path)).status).toBe(402);
    }
    const refused = await ctx.as(token).get(`/api/deals/${deal.id}/export.csv`);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(REPORT_RATE_LIMIT.ttl / 1000);
    expect(refused.body).toEqual({ success: false, error: DEALS_API_MESSAGES.reportsTooFrequent(wait) });
    // Per user: another user is still answered (their own 402, not this one's 429).
    const other = await freeUserWithDeal();
    await ctx.spent(other.userId, 'export', 5);
    expect((await ctx.as(other.token).get(`/api/deals/${other.deal.id}/export.csv`)).status).toBe(402);
  });
});
