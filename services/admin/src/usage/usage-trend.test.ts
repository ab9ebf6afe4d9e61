import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, startAdmin, type AdminHarness } from '../testing/admin-test-app.js';

/** The Usage page's chart: calculations and exports per UTC day over the last 30 days, read from usage_events. */
describe('admin usage trend', () => {
  let h: AdminHarness;
  let adminToken: string;
  let userToken: string;

  const trend = (token = adminToken) =>
    h.http().get('/api/admin/usage/daily').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    h = await startAdmin();
    const admin = await h.createUser({
      name: 'Ada Admin',
      email: 'ada@example.com',
      role: 'admin',
      createdAt: '2026-01-01T00:00:00Z',
    });
    const user = await h.createUser({
      name: 'Uma User',
      email: 'uma@example.com',
      createdAt: '2026-01-02T00:00:00Z',
    });
    const other = await h.createUser({
      name: 'Oli Other',
      email: 'oli@example.com',
      createdAt: '2026-01-03T00:00:00Z',
    });
    adminToken = await h.tokenFor(admin.id, 'admin');
    userToken = await h.tokenFor(user.id, 'user');
    const event = (userId: string, kind: 'calculation' | 'export', at: string) => ({
      userId,
      kind,
      createdAt: new Date(at),
    });
    await h.prisma.usageEvent.createMany({
      data: [
        // Before the window (its first day is 2026-05-17): not counted.
        event(user.id, 'calculation', '2026-05-16T23:59:59.999Z'),
        // The first day of the window, at its first instant.
        event(user.id, 'calculation', '2026-05-17T00:00:00.000Z'),
        // One UTC day, two users, both kinds.
        event(user.id, 'calculation', '2026-06-01T08:00:00Z'),
        event(other.id, 'calculation', '2026-06-01T23:59:59Z'),
        event(other.id, 'export', '2026-06-01T12:00:00Z'),
        // Today, before "now"; and one after it (not yet happened for the figures).
        event(user.id, 'export', '2026-06-15T11:00:00Z'),
        event(user.id, 'calculation', '2026-06-15T13:00:00Z'),
      ],
    });
  });
  afterAll(async () => h?.stop());

  it('is for admins only', async () => {
    expect((await h.http().get('/api/admin/usage/daily')).status).toBe(401);
    expect((await trend(userToken)).status).toBe(403);
  });

  it('answers every day of the last 30, oldest first, with that day’s calculations and exports', async () => {
    const answer = await trend();
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const { period_days, daily_usage } = answer.body.data as {
      period_days: number;
      daily_usage: { date: string; calculations: number; exports: number }[];
    };
    expect(period_days).toBe(30);
    expect(daily_usage).toHaveLength(30);
    expect(daily_usage[0]!.date).toBe('2026-05-17');
    expect(daily_usage.at(-1)!.date).toBe(NOW.toISOString().slice(0, 10));
    const nonZero = daily_usage.filter((day) => day.calculations > 0 || day.exports > 0);
    expect(nonZero).toEqual([
      { date: '2026-05-17', calculations: 1, exports: 0 },
      { date: '2026-06-01', calculations: 2, exports: 1 },
      { date: '2026-06-15', calculations: 0, exports: 1 },
    ]);
  });
});
