import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, startAdmin, type AdminHarness } from '../testing/admin-test-app.js';

/**
 * Revenue read through the daily roll-up must equal the definition (succeeded payments by paid_at, straight from
 * `payments`) after inserts, status changes, re-dated and deleted payments, at the edges of days and of "now".
 * "Now" is 2026-06-15 12:00 UTC.
 */
describe('revenue figures over the daily roll-up', () => {
  let h: AdminHarness;
  let token: string;
  const get = (path: string) => h.http().get(path).set('Authorization', `Bearer ${token}`);

  /** Pence and count of succeeded payments with from <= paid_at <= / < to, per plan, straight from payments. */
  const truth = async (from: Date, to: Date, inclusive: boolean) => {
    const rows = await h.prisma.payment.groupBy({
      by: ['plan'],
      where: { status: 'succeeded', paidAt: { gte: from, ...(inclusive ? { lte: to } : { lt: to }) } },
      _sum: { amountPence: true },
      _count: { _all: true },
    });
    const plans = Object.fromEntries(
      rows.map((row) => [row.plan, { count: row._count._all, amount: (row._sum.amountPence ?? 0) / 100 }]),
    );
    const pence = rows.reduce((sum, row) => sum + (row._sum.amountPence ?? 0), 0);
    return { pence, count: rows.reduce((sum, row) => sum + row._count._all, 0), plans };
  };

  beforeAll(async () => {
    h = await startAdmin();
    const admin = await h.createUser({
      name: 'Ada Admin',
      email: 'ada@example.com',
      role: 'admin',
      createdAt: '2026-01-01T00:00:00Z',
    });
    const payer = await h.createUser({
      name: 'Pat Payer',
      email: 'pat@example.com',
      plan: 'professional',
      createdAt: '2025-01-01T00:00:00Z',
    });
    token = await h.tokenFor(admin.id, 'admin');
    const payment = (
      at: string,
      pence: number,
      plan: 'starter' | 'professional' = 'starter',
      status: 'succeeded' | 'failed' | 'pending' = 'succeeded',
    ) => ({
      userId: payer.id,
      plan,
      amountPence: pence,
      status,
      paidAt: status === 'pending' ? null : new Date(at),
      createdAt: new Date(at),
    });
    await h.prisma.payment.createMany({
      data: [
        payment('2026-06-09T00:00:00.000Z', 101), // first instant of the 7-day period
        payment('2026-06-08T23:59:59.999Z', 202), // last instant before it
        payment('2026-06-15T11:59:59.999Z', 303, 'professional'),
        payment('2026-06-15T12:00:00.000Z', 404), // exactly now: counted by revenue, not by the dashboard window
        payment('2026-06-15T12:00:00.001Z', 505), // after now
        payment('2026-06-16T09:00:00.000Z', 606), // tomorrow
        payment('2026-05-16T11:59:59.999Z', 707), // just before the dashboard's 30-day window
        payment('2026-05-16T12:00:00.000Z', 808, 'professional'), // its first instant
        payment('2025-06-16T00:00:00.000Z', 909), // first day of the 365-day period
        payment('2025-06-15T23:59:59.999Z', 1010), // the day before
        payment('2026-06-10T10:00:00.000Z', 1111, 'starter', 'failed'),
        payment('2026-06-11T10:00:00.000Z', 1212, 'starter', 'pending'),
        payment('2026-06-12T10:00:00.000Z', 1313, 'professional'),
        payment('2026-06-13T10:00:00.000Z', 1414),
        payment('2026-03-01T10:00:00.000Z', 1515),
      ],
    });
    // The webhook's later changes: a pending payment succeeds, one is refunded, one re-dated, one removed.
    await h.prisma.payment.updateMany({
      where: { amountPence: 1212 },
      data: { status: 'succeeded', paidAt: new Date('2026-06-14T10:00:00.000Z') },
    });
    await h.prisma.payment.updateMany({ where: { amountPence: 1313 }, data: { status: 'refunded' } });
    await h.prisma.payment.updateMany({
      where: { amountPence: 1414 },
      data: { paidAt: new Date('2026-04-13T10:00:00.000Z'), plan: 'professional' },
    });
    await h.prisma.payment.deleteMany({ where: { amountPence: 1515 } });
  });
  afterAll(async () => h?.stop());

  it.each([7, 30, 90, 365])(
    'revenue over %i days equals the succeeded payments of the period',
    async (days) => {
      const from = new Date(Date.UTC(2026, 5, 15) - (days - 1) * 86_400_000);
      const expected = await truth(from, NOW, true);
      const res = await get(`/api/admin/revenue?period=${days}`);
      expect(res.status).toBe(200);
      const { overview, plan_revenue, daily_revenue } = res.body.data;
      expect(overview.total_revenue).toBe(expected.pence / 100);
      expect(overview.payment_count).toBe(expected.count);
      expect(
        Object.fromEntries(
          plan_revenue.map((row: { plan: string; count: number; amount: number }) => [
            row.plan,
            { count: row.count, amount: row.amount },
          ]),
        ),
      ).toEqual(expected.plans);
      const amounts = plan_revenue.map((row: { amount: number }) => row.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      expect(daily_revenue).toHaveLength(days);
      const byDay = daily_revenue.reduce((sum: number, day: { amount: number }) => sum + day.amount * 100, 0);
      expect(Math.round(byDay)).toBe(expected.pence);
    },
  );

  it('places each payment on its UTC day, today included up to now', async () => {
    const res = await get('/api/admin/revenue?period=7');
    const day = (date: string) =>
      res.body.data.daily_revenue.find((row: { date: string }) => row.date === date)?.amount;
    expect(day('2026-06-09')).toBe(1.01);
    expect(day('2026-06-14')).toBe(12.12);
    expect(day('2026-06-15')).toBe(7.07); // 3.03 + 4.04; not the 5.05 after now
    expect(day('2026-06-12')).toBe(0); // refunded
  });

  it('dashboard: the last 30 days, the 30 before them and all time equal the succeeded payments of each window', async () => {
    const DAY = 86_400_000;
    const current = await truth(new Date(NOW.getTime() - 30 * DAY), NOW, false);
    const previous = await truth(
      new Date(NOW.getTime() - 60 * DAY),
      new Date(NOW.getTime() - 30 * DAY),
      false,
    );
    const allTime = await truth(new Date(0), NOW, false);
    const res = await get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.data.revenue.monthly_total).toBe(current.pence / 100);
    expect(res.body.data.revenue.total_revenue).toBe(allTime.pence / 100);
    expect(res.body.data.kpis.monthly_revenue.previous).toBe(previous.pence / 100);
  });

  it('keeps the roll-up equal to the payments per day and plan, and empties it with them', async () => {
    const rollUp = await h.prisma.$queryRaw<{ day: string; plan: string; n: number; pence: number }[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, plan::text AS plan, payment_count AS n, amount_pence::int AS pence
        FROM payment_daily_totals WHERE payment_count <> 0 OR amount_pence <> 0 ORDER BY 1, 2`;
    const direct = await h.prisma.$queryRaw<{ day: string; plan: string; n: number; pence: number }[]>`
      SELECT to_char((paid_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, plan::text AS plan,
             count(*)::int AS n, sum(amount_pence)::int AS pence
        FROM payments WHERE status = 'succeeded' AND paid_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`;
    expect(rollUp).toEqual(direct);
    await h.prisma.$executeRaw`TRUNCATE payments`;
    expect(await h.prisma.paymentDailyTotal.count()).toBe(0);
  });
});
