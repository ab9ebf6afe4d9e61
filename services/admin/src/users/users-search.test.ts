import { normalizeEmail } from '@pac/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdmin, type AdminHarness } from '../testing/admin-test-app.js';

/**
 * The users list searches `user_search`, the narrow copy that triggers keep equal to `users`: every way a user
 * row changes (created one by one or many at once, renamed, re-addressed, moved to another plan, deleted) must show
 * in the list at once.
 */
describe('admin users search follows every change to users', () => {
  let h: AdminHarness;
  let token: string;
  const search = async (query: Record<string, string>) => {
    const res = await h
      .http()
      .get(`/api/admin/users?${new URLSearchParams(query)}`)
      .set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    return res.body.data as {
      users: { email: string; full_name: string; plan: string }[];
      meta: { total: number };
    };
  };
  const emails = async (query: Record<string, string>) =>
    (await search(query)).users.map((user) => user.email);

  beforeAll(async () => {
    h = await startAdmin();
    const admin = await h.createUser({
      name: 'Ada Admin',
      email: 'ada@example.com',
      role: 'admin',
      createdAt: '2026-01-01T00:00:00Z',
    });
    token = await h.tokenFor(admin.id, 'admin');
  });
  afterAll(async () => h?.stop());

  it('finds users created one by one and many at once, newest first', async () => {
    await h.createUser({
      name: 'Quentin Marsh',
      email: 'quentin@example.com',
      createdAt: '2026-02-01T00:00:00Z',
    });
    await h.prisma.user.createMany({
      data: ['2026-02-02', '2026-02-03'].map((day, index) => ({
        fullName: `Quinn Marsh ${index + 1}`,
        email: `Quinn${index + 1}@Example.com`,
        emailNormalized: normalizeEmail(`Quinn${index + 1}@Example.com`),
        passwordHash: 'not-used',
        createdAt: new Date(`${day}T00:00:00Z`),
      })),
    });
    expect(await emails({ search: 'MARSH' })).toEqual([
      'Quinn2@Example.com',
      'Quinn1@Example.com',
      'quentin@example.com',
    ]);
    expect((await search({ search: 'marsh' })).meta.total).toBe(3);
  });

  it('follows a rename, a new address and a plan change, and forgets a deleted user', async () => {
    const user = await h.createUser({
      name: 'Rosa Vale',
      email: 'rosa@example.com',
      createdAt: '2026-03-01T00:00:00Z',
    });
    await h.prisma.user.update({
      where: { id: user.id },
      data: {
        fullName: 'Rosa Thornbury',
        email: 'Rosa.T@example.com',
        emailNormalized: 'rosa.t@example.com',
      },
    });
    expect(await emails({ search: 'vale' })).toEqual([]);
    expect(await emails({ search: 'thornbury' })).toEqual(['Rosa.T@example.com']);
    expect(await emails({ search: 'rosa.t@' })).toEqual(['Rosa.T@example.com']);

    expect(await emails({ search: 'thornbury', plan: 'starter' })).toEqual([]);
    await h.prisma.user.update({ where: { id: user.id }, data: { plan: 'starter' } });
    expect(await search({ search: 'thornbury', plan: 'starter' })).toMatchObject({
      users: [{ full_name: 'Rosa Thornbury', plan: 'starter' }],
      meta: { total: 1 },
    });

    await h.prisma.user.delete({ where: { id: user.id } });
    expect(await emails({ search: 'thornbury' })).toEqual([]);
  });

  it('the Executive filter takes in users recorded as enterprise_plus, and only those two plans', async () => {
    await h.createUser({
      name: 'Eve Executive',
      email: 'eve@example.com',
      plan: 'executive',
      createdAt: '2026-04-01T00:00:00Z',
    });
    await h.createUser({
      name: 'Enzo Enterprise',
      email: 'enzo@example.com',
      plan: 'enterprise_plus',
      createdAt: '2026-04-02T00:00:00Z',
    });
    await h.createUser({
      name: 'Pam Pro',
      email: 'pam@example.com',
      plan: 'professional',
      createdAt: '2026-04-03T00:00:00Z',
    });
    const executives = await search({ plan: 'executive' });
    expect(executives.users.map((user) => [user.email, user.plan])).toEqual([
      ['enzo@example.com', 'enterprise_plus'],
      ['eve@example.com', 'executive'],
    ]);
    expect(executives.meta.total).toBe(2);
    expect(await emails({ plan: 'executive', search: 'enzo' })).toEqual(['enzo@example.com']);
    expect(await emails({ plan: 'enterprise_plus' })).toEqual(['enzo@example.com']);
    expect(await emails({ plan: 'professional' })).toEqual(['pam@example.com']);
  });

  it('keeps exactly one search row per user', async () => {
    const [users, rows] = await Promise.all([h.prisma.user.count(), h.prisma.userSearch.count()]);
    expect(rows).toBe(users);
  });
});
