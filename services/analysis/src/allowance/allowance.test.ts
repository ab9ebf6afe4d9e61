import { ALLOWANCE_MESSAGES, DEALS_API_MESSAGES, type SavedDeal } from '@pac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import { addMonths } from './usage-period.js';

const days = (n: number) => n * 86_400_000;

describe('plan allowances', () => {
  let ctx: AnalysisTestApp;
  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
  });
  afterAll(() => ctx?.stop());

  it('answers the meter: plan, calculations and exports used of their limits, and when they reset', async () => {
    const periodEnd = new Date(ctx.clock.now().getTime() + days(12));
    const { token, userId } = await ctx.user({ plan: 'starter', currentPeriodEnd: periodEnd });
    await ctx.spent(userId, 'calculation', 3);
    await ctx.spent(userId, 'export', 2);
    // Before the period began: not counted.
    await ctx.spent(userId, 'calculation', 4, new Date(periodEnd.getTime() - days(40)));
    const res = await ctx.as(token).get('/api/analysis/allowance');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      plan: 'starter',
      calculations: { used: 3, limit: 25 },
      exports: { used: 2, limit: null },
      resetsAt: periodEnd.toISOString(),
    });
    const free = await ctx.user({ plan: 'free' });
    expect((await ctx.as(free.token).get('/api/analysis/allowance')).body).toMatchObject({
      calculations: { used: 0, limit: 5 },
      exports: { used: 0, limit: 5 },
    });
    const executive = await ctx.user({ plan: 'executive' });
    expect((await ctx.as(executive.token).get('/api/analysis/allowance')).body).toMatchObject({
      calculations: { limit: null },
      exports: { limit: null },
    });
  });

  it('refuses the 26th Starter save of a billing period with 402 and the used-up text with its reset date', async () => {
    const periodEnd = new Date(ctx.clock.now().getTime() + days(10));
    const { token, userId } = await ctx.user({ plan: 'starter', currentPeriodEnd: periodEnd });
    await ctx.spent(userId, 'calculation', 24);
    const api = ctx.as(token);
    expect((await api.post('/api/deals', { input: EXAMPLE_A })).status).toBe(201);
    const refused = await api.post('/api/deals', { input: EXAMPLE_A });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({
      success: false,
      error: ALLOWANCE_MESSAGES.calculationsUsedUp(25, 25, periodEnd),
    });
    expect(refused.body.error).toMatch(
      /^You've used 25 of 25 analyses this month\. Your allowance resets on \d{1,2} [A-Z][a-z]+ \d{4}\.$/,
    );
    expect(await ctx.prisma.deal.count({ where: { userId } })).toBe(1);
    // A duplicate is a new analysis too; an edit is not.
    const deal = (await api.get('/api/deals')).body.deals[0] as SavedDeal;
    expect((await api.post(`/api/deals/${deal.id}/duplicate`)).status).toBe(402);
    expect((await api.put(`/api/deals/${deal.id}`, { name: 'Still editable' })).status).toBe(200);
  });

  it('lets exactly one of two parallel saves at 24 of 25 through', async () => {
    for (let round = 0; round < 3; round++) {
      const { token, userId } = await ctx.user({
        plan: 'starter',
        currentPeriodEnd: new Date(Date.now() + days(5)),
      });
      await ctx.spent(userId, 'calculation', 24);
      const api = ctx.as(token);
      const statuses = (
        await Promise.all([
          api.post('/api/deals', { input: EXAMPLE_A }),
          api.post('/api/deals', { input: EXAMPLE_A }),
        ])
      )
        .map((res) => res.status)
        .sort();
      expect(statuses).toEqual([201, 402]);
      expect(await ctx.prisma.usageEvent.count({ where: { userId, kind: 'calculation' } })).toBe(25);
      expect(await ctx.prisma.deal.count({ where: { userId } })).toBe(1);
    }
  });

  it('free plan: 5 exports while it lasts, the 6th refused with the export text; paid plans export freely', async () => {
    const { token, userId } = await ctx.user({ plan: 'free' });
    const api = ctx.as(token);
    const deal = (await api.post('/api/deals', { input: EXAMPLE_A })).body.deal as SavedDeal;
    for (let i = 0; i < 5; i++) {
      const path = i % 2 ? `/api/deals/${deal.id}/report.pdf` : `/api/deals/${deal.id}/export.csv`;
      expect((await api.get(path)).status).toBe(200);
    }
    const refused = await api.get(`/api/deals/${deal.id}/export.csv`);
    expect(refused.status).toBe(402);
    const resetsAt = new Date(
      (await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } })).createdAt.getTime() + days(7),
    );
    expect(refused.body.error).toBe(ALLOWANCE_MESSAGES.exportsUsedUp(5, 5, resetsAt));
    expect(await ctx.prisma.usageEvent.count({ where: { userId, kind: 'export' } })).toBe(5);

    const paid = await ctx.user({ plan: 'professional' });
    const paidDeal = (await ctx.as(paid.token).post('/api/deals', { input: EXAMPLE_A })).body
      .deal as SavedDeal;
    await ctx.spent(paid.userId, 'export', 200);
    expect((await ctx.as(paid.token).get(`/api/deals/${paidDeal.id}/export.csv`)).status).toBe(200);
  });

  it('starts counting again in the next billing period', async () => {
    const periodEnd = new Date(ctx.clock.now().getTime() + days(2));
    const { token, userId } = await ctx.user({ plan: 'starter', currentPeriodEnd: periodEnd });
    await ctx.spent(userId, 'calculation', 25);
    expect((await ctx.as(token).post('/api/deals', { input: EXAMPLE_A })).status).toBe(402);
    ctx.clock.advanceDays(3);
    try {
      const meter = await ctx.as(token).get('/api/analysis/allowance');
      expect(meter.body.calculations).toEqual({ used: 0, limit: 25 });
      expect(meter.body.resetsAt).toBe(addMonths(periodEnd, 1).toISOString());
      expect((await ctx.as(token).post('/api/deals', { input: EXAMPLE_A })).status).toBe(201);
    } finally {
      ctx.clock.advanceDays(-3);
    }
  });

  it('an expired plan saves and exports nothing (402), and a free week that is over counts as expired', async () => {
    const expired = await ctx.user({ plan: 'starter', planStatus: 'expired' });
    const refused = await ctx.as(expired.token).post('/api/deals', { input: EXAMPLE_A });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toBe(DEALS_API_MESSAGES.planInactive);
    const lapsed = await ctx.user({ plan: 'free', createdAt: new Date(ctx.clock.now().getTime() - days(8)) });
    expect((await ctx.as(lapsed.token).post('/api/deals', { input: EXAMPLE_A })).status).toBe(402);
  });

  it('writes each save and export as a usage event, where the admin portal reads them', async () => {
    const { token, userId } = await ctx.user({ plan: 'executive' });
    const api = ctx.as(token);
    const deal = (await api.post('/api/deals', { input: EXAMPLE_A })).body.deal as SavedDeal;
    await api.post(`/api/deals/${deal.id}/duplicate`);
    await api.get(`/api/deals/${deal.id}/report.pdf`);
    await api.put(`/api/deals/${deal.id}`, { name: 'Edited' });
    const events = await ctx.prisma.usageEvent.groupBy({
      by: ['kind'],
      where: { userId },
      _count: { _all: true },
    });
    expect(Object.fromEntries(events.map((row) => [row.kind, row._count._all]))).toEqual({
      calculation: 2,
      export: 1,
    });
  });
});
