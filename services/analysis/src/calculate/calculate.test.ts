import { TOO_MANY_REQUESTS_MESSAGE } from '@pac/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClientIp, startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import { ACCOUNT_CALCULATE_LIMIT, ANONYMOUS_CALCULATE_LIMIT } from './calculate.controller.js';

describe('POST /api/analysis/calculate', () => {
  let ctx: AnalysisTestApp;
  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
  });
  afterAll(() => ctx?.stop());

  const calculate = (ip: string, body: object = EXAMPLE_A) =>
    request(ctx.server()).post('/api/analysis/calculate').set('X-Forwarded-For', ip).send(body);

  it('computes for a visitor, storing and counting nothing', async () => {
    const res = await calculate(freshClientIp());
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.result.months).toHaveLength(12);
    expect(res.body.result.kpis.paybackMonth).toBe(32);
    expect(Math.abs(res.body.result.annual.netCashFlow - 3159.99)).toBeLessThanOrEqual(0.01);
    expect(await ctx.prisma.usageEvent.count()).toBe(0);
    expect(await ctx.prisma.deal.count()).toBe(0);
  });

  it('a visitor with a stale session cookie is simply a visitor; a bad bearer token is refused', async () => {
    const stale = await request(ctx.server())
      .post('/api/analysis/calculate')
      .set('X-Forwarded-For', freshClientIp())
      .set('Cookie', 'pac_session=expired.or.forged')
      .send(EXAMPLE_A);
    expect(stale.status).toBe(200);
    const bearer = await request(ctx.server())
      .post('/api/analysis/calculate')
      .set('X-Forwarded-For', freshClientIp())
      .auth('expired.or.forged', { type: 'bearer' })
      .send(EXAMPLE_A);
    expect(bearer.status).toBe(401);
  });

  it('limits visitors per address', async () => {
    const ip = freshClientIp();
    for (let i = 0; i < ANONYMOUS_CALCULATE_LIMIT.limit; i++) expect((await calculate(ip)).status).toBe(200);
    const refused = await calculate(ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: TOO_MANY_REQUESTS_MESSAGE });
    expect((await calculate(freshClientIp())).status).toBe(200);
  });

  it('counts a visitor on IPv6 by its /64: a fresh address per request buys no further calculations', async () => {
    const network = freshClientIp().replace(/::[0-9a-f]+$/, '');
    for (let i = 0; i < ANONYMOUS_CALCULATE_LIMIT.limit; i++) {
      expect((await calculate(`${network}::${(i + 1).toString(16)}`)).status).toBe(200);
    }
    expect((await calculate(`${network}:abcd::1`)).status).toBe(429);
  });

  it('limits signed-in callers per account, whatever address they come from', async () => {
    const { token } = await ctx.user({ plan: 'starter' });
    const send = () =>
      ctx.as(token).post('/api/analysis/calculate', EXAMPLE_A).set('X-Forwarded-For', freshClientIp());
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_CALCULATE_LIMIT.limit; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, send));
      statuses.push(...batch.map((res) => res.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(ACCOUNT_CALCULATE_LIMIT.limit);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it('refuses a bad input with 400 and field errors keyed by input path', async () => {
    const res = await calculate(freshClientIp(), {
      ...EXAMPLE_A,
      seasons: { low: { rate: 90, occupancy: 150 } },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      'seasons.low.occupancy': 'Occupancy must be between 0% and 100%.',
    });
  });
});
