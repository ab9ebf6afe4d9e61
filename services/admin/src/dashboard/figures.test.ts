import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_EMAIL_QUEUE, EMAIL_QUEUE } from '@pac/server-kit';
import { testRedisUrl } from '@pac/server-kit/testing';
import { Queue, Worker } from 'bullmq';
import { NOW, startAdmin, type AdminHarness } from '../testing/admin-test-app.js';

/**
 * Known answers over a seeded database, "now" fixed at 2026-06-15 12:00 UTC. The KPI period is the 30 days from
 * 2026-05-16 12:00; the previous period the 30 days before that.
 */
describe('admin figures over a seeded database', () => {
  let h: AdminHarness;
  let adminToken: string;
  let bobToken: string;
  let bobId: string;
  const get = (path: string, token = adminToken) =>
    h.http().get(path).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    h = await startAdmin();
    const admin = await h.createUser({
      name: 'Ada Admin',
      email: 'ada@example.com',
      role: 'admin',
      plan: 'executive',
      createdAt: '2026-01-01T00:00:00Z',
    });
    const alice = await h.createUser({
      name: 'Alice Free',
      email: 'alice@example.com',
      createdAt: '2026-06-10T09:00:00Z',
    });
    const bob = await h.createUser({
      name: 'Bob Starter',
      email: 'Bob@Example.com',
      plan: 'starter',
      createdAt: '2026-05-20T09:00:00Z',
    });
    const carol = await h.createUser({
      name: 'Carol Pro',
      email: 'carol@example.com',
      plan: 'professional',
      createdAt: '2026-04-01T09:00:00Z',
    });
    for (let n = 1; n <= 25; n += 1) {
      const nn = String(n).padStart(2, '0');
      await h.createUser({
        name: `Search Person ${nn}`,
        email: `person${nn}@example.org`,
        createdAt: `2026-03-${nn}T08:00:00Z`,
      });
    }
    await h.prisma.user.update({ where: { id: carol.id }, data: { planStatus: 'trialing' } });
    await h.prisma.subscription.createMany({
      data: [
        {
          userId: bob.id,
          providerSubscriptionId: 'sub_bob',
          plan: 'starter',
          status: 'active',
          createdAt: new Date('2026-05-20T09:05:00Z'),
          currentPeriodEnd: new Date('2026-07-20T09:05:00Z'),
        },
        {
          userId: carol.id,
          providerSubscriptionId: 'sub_carol',
          plan: 'professional',
          status: 'active',
          createdAt: new Date('2026-04-01T09:05:00Z'),
        },
      ],
    });
    const paid = (
      userId: string,
      plan: 'starter' | 'professional',
      pence: number,
      at: string,
      status: 'succeeded' | 'failed' = 'succeeded',
    ) => ({
      userId,
      plan,
      amountPence: pence,
      status,
      paidAt: new Date(at),
      createdAt: new Date(at),
    });
    await h.prisma.payment.createMany({
      data: [
        paid(bob.id, 'starter', 2500, '2026-06-14T10:00:00Z'),
        paid(carol.id, 'professional', 5000, '2026-06-01T10:00:00Z'),
        paid(carol.id, 'professional', 5000, '2026-05-01T10:00:00Z'),
        paid(bob.id, 'starter', 2500, '2026-06-13T10:00:00Z', 'failed'),
        paid(carol.id, 'professional', 2500, '2026-01-10T10:00:00Z'),
      ],
    });
    const used = (userId: string, kind: 'calculation' | 'export', at: string) => ({
      userId,
      kind,
      createdAt: new Date(at),
    });
    await h.prisma.usageEvent.createMany({
      data: [
        used(alice.id, 'calculation', '2026-06-11T10:00:00Z'),
        used(bob.id, 'calculation', '2026-06-02T10:00:00Z'),
        used(bob.id, 'calculation', '2026-06-03T10:00:00Z'),
        used(bob.id, 'calculation', '2026-06-04T10:00:00Z'),
        used(bob.id, 'export', '2026-06-04T10:05:00Z'),
        used(bob.id, 'calculation', '2026-05-01T10:00:00Z'),
        used(bob.id, 'calculation', '2026-05-02T10:00:00Z'),
        used(bob.id, 'export', '2026-05-02T10:00:00Z'),
        used(bob.id, 'export', '2026-05-03T10:00:00Z'),
      ],
    });
    await h.prisma.auditEvent.create({
      data: {
        kind: 'settings.updated',
        description: 'Settings changed by ada@example.com: general',
        actorId: admin.id,
        createdAt: new Date('2026-06-15T11:00:00Z'),
      },
    });
    adminToken = await h.tokenFor(admin.id, 'admin');
    bobToken = await h.tokenFor(bob.id, 'user');
    bobId = bob.id;
  });
  afterAll(async () => h?.stop());

  it('dashboard: revenue, subscriptions and usage with changes computed against the previous 30 days', async () => {
    const res = await get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const { revenue, usage, kpis, recent_activity, system_health } = res.body.data;
    expect(revenue).toEqual({
      monthly_total: 75,
      total_revenue: 150,
      active_subscriptions: 2,
      total_users: 29,
      new_users_this_month: 1,
      arpu: 2.59,
    });
    expect(usage).toEqual({ total_calculations: 4, total_exports: 1, active_users: 2 });
    expect(kpis.monthly_revenue).toEqual({ value: 75, previous: 50, change_percent: 50 });
    expect(kpis.active_subscriptions).toEqual({ value: 2, previous: 1, change_percent: 100 });
    expect(kpis.total_calculations).toEqual({ value: 4, previous: 2, change_percent: 100 });
    expect(kpis.total_exports).toEqual({ value: 1, previous: 2, change_percent: -50 });
    expect(recent_activity).toHaveLength(10);
    expect(recent_activity[0]).toMatchObject({
      kind: 'settings.updated',
      timestamp: '2026-06-15T11:00:00.000Z',
    });
    expect(recent_activity[1]).toMatchObject({
      kind: 'payment.succeeded',
      description: 'Payment received: £25.00 for Starter Analysis from Bob@Example.com',
    });
    expect(recent_activity[2]).toMatchObject({
      kind: 'user.registered',
      description: 'New user registered: alice@example.com',
    });
    expect(system_health.database).toBe('healthy');
    expect(system_health.email).toBe('unhealthy');
  });

  it('revenue over 7 days: one payment, every day present, zero where nothing was paid', async () => {
    const res = await get('/api/admin/revenue?period=7');
    expect(res.status).toBe(200);
    expect(res.body.data.overview).toEqual({ total_revenue: 25, average_payment: 25, payment_count: 1 });
    expect(res.body.data.daily_revenue).toEqual([
      { date: '2026-06-09', amount: 0 },
      { date: '2026-06-10', amount: 0 },
      { date: '2026-06-11', amount: 0 },
      { date: '2026-06-12', amount: 0 },
      { date: '2026-06-13', amount: 0 },
      { date: '2026-06-14', amount: 25 },
      { date: '2026-06-15', amount: 0 },
    ]);
  });

  it('revenue defaults to 30 days, by plan; other periods than 7/30/90/365 are refused', async () => {
    const res = await get('/api/admin/revenue');
    expect(res.body.data.period_days).toBe(30);
    expect(res.body.data.overview).toEqual({ total_revenue: 75, average_payment: 37.5, payment_count: 2 });
    expect(res.body.data.plan_revenue).toEqual([
      { plan: 'professional', count: 1, amount: 50 },
      { plan: 'starter', count: 1, amount: 25 },
    ]);
    expect(res.body.data.daily_revenue).toHaveLength(30);
    expect(res.body.data.daily_revenue[0].date).toBe('2026-05-17');
    expect((await get('/api/admin/revenue?period=365')).body.data.overview.total_revenue).toBe(150);
    const bad = await get('/api/admin/revenue?period=14');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, error: 'Period must be 7, 30, 90 or 365 days' });
  });

  it('users: 20 a page newest first with the meta of section 3', async () => {
    const first = await get('/api/admin/users?page=1&limit=20');
    expect(first.body.data.meta).toEqual({
      page: 1,
      total: 29,
      total_pages: 2,
      limit: 20,
      has_prev: false,
      has_next: true,
      total_is_estimate: false,
    });
    expect(first.body.data.users[0].email).toBe('alice@example.com');
    const second = await get('/api/admin/users?page=2');
    expect(second.body.data.users).toHaveLength(9);
    expect(second.body.data.meta).toMatchObject({ has_prev: true, has_next: false });
  });

  it('users: case-insensitive search on part of a name or email, plan filter, subscription and badge', async () => {
    const byName = await get('/api/admin/users?search=PERSON%200');
    expect(byName.body.data.meta.total).toBe(9);
    const byEmail = await get('/api/admin/users?search=EXAMPLE.ORG');
    expect(byEmail.body.data.meta.total).toBe(25);
    const literal = await get('/api/admin/users?search=100%25');
    expect(literal.body.data.meta.total).toBe(0);
    const starter = await get('/api/admin/users?plan=starter');
    expect(starter.body.data.users).toEqual([
      expect.objectContaining({
        full_name: 'Bob Starter',
        plan: 'starter',
        plan_status: 'active',
        subscription: {
          provider_subscription_id: 'sub_bob',
          status: 'active',
          current_period_end: '2026-07-20T09:05:00.000Z',
        },
      }),
    ]);
    const pro = await get('/api/admin/users?plan=professional&search=carol');
    expect(pro.body.data.users[0].plan_status).toBe('trialing');
    expect((await get('/api/admin/users?plan=gold')).status).toBe(400);
    expect((await get('/api/admin/users?page=0')).body.error).toBe('Page must be at least 1');
  });

  it('usage: last 30 days, export rate, engagement; the events the analysis service writes, and nothing else', async () => {
    const stats = await get('/api/admin/usage');
    expect(stats.body.data).toMatchObject({
      overview: { total_calculations: 4, total_exports: 1, active_users: 2 },
      export_rate: 25,
      calculations_per_active_user: 2,
      low_engagement: false,
    });
    // A saved analysis as the analysis service records it (its own tests go through POST /api/deals): one row.
    await h.prisma.usageEvent.create({
      data: { userId: bobId, kind: 'calculation', createdAt: new Date(NOW.getTime() - 60_000) },
    });
    expect((await get('/api/admin/usage')).body.data.overview).toEqual({
      total_calculations: 5,
      total_exports: 1,
      active_users: 2,
    });
    // No client reports usage: the old self-report and allowance routes are gone for a user and an admin alike.
    const events = await h.prisma.usageEvent.count();
    for (const token of [bobToken, adminToken]) {
      const reported = await h
        .http()
        .post('/api/usage/events')
        .set('Authorization', `Bearer ${token}`)
        .send({ kind: 'calculation' });
      expect(reported.status).toBe(404);
      expect((await get('/api/usage/allowance', token)).status).toBe(404);
    }
    expect(await h.prisma.usageEvent.count()).toBe(events);
    expect((await get('/api/admin/usage')).body.data.overview.total_calculations).toBe(5);
  });

  it('email logs: counters by status and the newest rows', async () => {
    await h.prisma.emailLog.createMany({
      data: [
        {
          recipient: 'a@example.com',
          subject: 'Hello',
          status: 'sent',
          sentAt: new Date('2026-06-14T10:00:00Z'),
        },
        {
          recipient: 'b@example.com',
          subject: 'Hello',
          status: 'failed',
          errorMessage: 'Invalid email address',
        },
        { recipient: 'c@example.com', subject: 'Hello', status: 'pending' },
      ],
    });
    const res = await get('/api/admin/email-logs');
    expect(res.body.data.counters).toEqual({ total: 3, sent: 1, failed: 1, pending: 1 });
    expect(res.body.data.logs).toContainEqual(
      expect.objectContaining({
        recipient: 'b@example.com',
        status: 'failed',
        error_message: 'Invalid email address',
      }),
    );
  });

  it('system health: real checks, unhealthy overall while the mail server is down and no worker runs', async () => {
    const res = await get('/api/admin/health');
    expect(res.body.data.checks.database.status).toBe('healthy');
    expect(res.body.data.checks.redis.status).toBe('healthy');
    expect(res.body.data.checks.email.status).toBe('unhealthy');
    expect(res.body.data.checks.queue).toMatchObject({
      status: 'unhealthy',
      description: expect.stringContaining('No email worker'),
    });
    expect(res.body.data.status).toBe('unhealthy');
    expect(res.body.data.uptime).toBeGreaterThanOrEqual(0);
  });

  it('system health: waiting broadcast batches count as the emails they stand for', async () => {
    const connection = { url: testRedisUrl(), maxRetriesPerRequest: null };
    const broadcasts = new Queue(BROADCAST_EMAIL_QUEUE, { connection, prefix: h.queuePrefix });
    // A worker on the email queue that takes nothing, so the check gets past "No email worker".
    const worker = new Worker(EMAIL_QUEUE, async () => undefined, {
      connection,
      prefix: h.queuePrefix,
      autorun: false,
    });
    await worker.waitUntilReady();
    try {
      await broadcasts.addBulk(
        Array.from({ length: 25 }, (_, i) => ({ name: 'send-broadcast-chunk', data: { chunk: i } })),
      );
      const res = await get('/api/admin/health');
      // 25 batches of up to 50 emails each: past the backlog warning of 1,000.
      expect(res.body.data.checks.queue).toMatchObject({
        status: 'warning',
        description: expect.stringContaining('25 broadcast batches waiting'),
      });
    } finally {
      await broadcasts.obliterate({ force: true });
      await broadcasts.close();
      await worker.close();
    }
  });

  it('every admin route: 401 without a session, 403 for a user session', async () => {
    for (const path of [
      'dashboard',
      'users',
      'revenue',
      'usage',
      'health',
      'settings',
      'email-logs',
      'profile',
    ]) {
      const anonymous = await h.http().get(`/api/admin/${path}`);
      expect(anonymous.status, path).toBe(401);
      const user = await get(`/api/admin/${path}`, bobToken);
      expect(user.status, path).toBe(403);
      expect(user.body).toEqual({ success: false, error: 'Access denied. Admin privileges required.' });
    }
    expect(
      (await h.http().put('/api/admin/settings/general').set('Authorization', `Bearer ${bobToken}`).send({}))
        .status,
    ).toBe(403);
  });
});
