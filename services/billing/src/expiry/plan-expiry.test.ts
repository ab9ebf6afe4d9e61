import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanExpiryScheduler, PLAN_EXPIRY_LOCK_KEY } from './plan-expiry.scheduler.js';
import { PlanExpiryService } from './plan-expiry.service.js';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app.js';

const DAY = 86_400_000;

describe('plan expiry', () => {
  let ctx: BillingTestApp;
  beforeAll(async () => {
    ctx = await startBillingTestApp();
  });
  afterAll(() => ctx?.stop());

  const planStatusOf = async (id: string) =>
    (await ctx.prisma.user.findUniqueOrThrow({ where: { id } })).planStatus;

  it('marks a lapsed paid subscription and a free plan past 7 days expired, and nothing else', async () => {
    const now = new Date();
    const lapsed = await ctx.createUser({ plan: 'starter', planExpiresAt: new Date(now.getTime() - 60_000) });
    const running = await ctx.createUser({
      plan: 'professional',
      planExpiresAt: new Date(now.getTime() + DAY),
    });
    const oldFree = await ctx.createUser({ createdAt: new Date(now.getTime() - 8 * DAY) });
    const newFree = await ctx.createUser({ createdAt: new Date(now.getTime() - 6 * DAY) });
    const admin = await ctx.createUser({ role: 'admin', createdAt: new Date(now.getTime() - 30 * DAY) });

    await ctx.app.get(PlanExpiryService).expireLapsed(now);

    expect(await planStatusOf(lapsed.user.id)).toBe('expired');
    expect(await planStatusOf(running.user.id)).toBe('active');
    expect(await planStatusOf(newFree.user.id)).toBe('active');
    expect(await planStatusOf(admin.user.id)).toBe('active');
    const free = await ctx.prisma.user.findUniqueOrThrow({ where: { id: oldFree.user.id } });
    expect(free.planStatus).toBe('expired');
    expect(free.planExpiresAt).toEqual(new Date(free.createdAt.getTime() + 7 * DAY));
  });

  it('checks on demand when the user asks for their subscription', async () => {
    const lapsed = await ctx.createUser({ plan: 'starter', planExpiresAt: new Date(Date.now() - 1_000) });
    const res = await request(ctx.server())
      .get('/api/billing/subscription')
      .set('Authorization', `Bearer ${lapsed.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      plan: 'starter',
      plan_status: 'expired',
      subscription: null,
    });
  });

  it('runs on demand for an admin only', async () => {
    const user = await ctx.createUser();
    expect(
      (
        await request(ctx.server())
          .post('/api/billing/expiry/run')
          .set('Authorization', `Bearer ${user.token}`)
      ).status,
    ).toBe(403);
    const admin = await ctx.createUser({ role: 'admin' });
    const res = await request(ctx.server())
      .post('/api/billing/expiry/run')
      .set('Authorization', `Bearer ${admin.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, expired: expect.any(Number) });
  });

  it('lets only one replica run a round (Redis lock)', async () => {
    const scheduler = ctx.app.get(PlanExpiryScheduler);
    const redis = new (await import('ioredis')).Redis(ctx.config.REDIS_URL);
    try {
      await redis.del(PLAN_EXPIRY_LOCK_KEY);
      const rounds = await Promise.all([scheduler.tick(), scheduler.tick(), scheduler.tick()]);
      expect(rounds.filter(Boolean)).toHaveLength(1);
    } finally {
      await redis.del(PLAN_EXPIRY_LOCK_KEY);
      await redis.quit();
    }
  });
});
