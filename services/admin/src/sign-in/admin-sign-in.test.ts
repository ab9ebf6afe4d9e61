import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startAdmin, type AdminHarness } from '../testing/admin-test-app.js';

describe('admin sign-in with an emailed code, and settings that are saved, encrypted, audited and in effect', () => {
  let h: AdminHarness;
  let adminId: string;

  beforeAll(async () => {
    h = await startAdmin();
    adminId = (
      await h.createUser({
        name: 'Ada Admin',
        email: 'ada@example.com',
        role: 'admin',
        createdAt: '2026-01-01T00:00:00Z',
        password: ADMIN_PASSWORD,
      })
    ).id;
    await h.createUser({
      name: 'Uma User',
      email: 'uma@example.com',
      createdAt: '2026-01-02T00:00:00Z',
      password: 'User-Pass-1!',
    });
  });
  afterAll(async () => h?.stop());

  const signIn = async () => {
    const ip = h.newIp();
    const login = await h
      .http()
      .post('/api/admin/login')
      .set('X-Forwarded-For', ip)
      .send({ email: 'ADA@example.com', password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, two_fa_required: true });
    const code = await h.lastCode('ada@example.com');
    const verify = await h
      .http()
      .post('/api/admin/2fa/verify')
      .set('X-Forwarded-For', ip)
      .send({ email: 'ada@example.com', code });
    expect(verify.status).toBe(200);
    return verify;
  };

  it('an admin gets a code by email, then a session that opens the admin API; logout ends it', async () => {
    const verify = await signIn();
    expect(verify.body.user).toMatchObject({ email: 'ada@example.com', role: 'admin' });
    expect(verify.headers['set-cookie']?.[0]).toMatch(/^pac_admin_session=.*HttpOnly/);
    const auth = `Bearer ${verify.body.token as string}`;
    const profile = await h.http().get('/api/admin/profile').set('Authorization', auth);
    expect(profile.body.user.role).toBe('admin');
    expect((await h.http().post('/api/admin/logout').set('Authorization', auth)).status).toBe(200);
    expect((await h.http().get('/api/admin/profile').set('Authorization', auth)).status).toBe(401);
    const audit = await h.prisma.auditEvent.findFirst({ where: { kind: 'admin.signed_in' } });
    expect(audit).toMatchObject({ actorId: adminId });
  });

  it("a user's right credentials are refused without sending a code; every attempt is recorded", async () => {
    const res = await h
      .http()
      .post('/api/admin/login')
      .set('X-Forwarded-For', h.newIp())
      .send({ email: 'uma@example.com', password: 'User-Pass-1!' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: 'Access denied. Admin privileges required.' });
    expect(await h.lastCode('uma@example.com')).toBeNull();
    const wrong = await h
      .http()
      .post('/api/admin/login')
      .set('X-Forwarded-For', h.newIp())
      .send({ email: 'ada@example.com', password: 'nope' });
    expect(wrong.status).toBe(401);
    const attempts = await h.prisma.loginAttempt.findMany({
      where: { adminPortal: true },
      orderBy: { createdAt: 'asc' },
    });
    expect(attempts.map((a) => a.failureReason)).toEqual(
      expect.arrayContaining(['not_admin', 'wrong_password']),
    );
    const bad = await h.http().post('/api/admin/login').send({ email: 'ada@example.com' });
    expect(bad.status).toBe(400);
  });

  it('a wrong code is refused; one address is throttled after 20 tries', async () => {
    const ip = h.newIp();
    const wrong = await h
      .http()
      .post('/api/admin/2fa/verify')
      .set('X-Forwarded-For', ip)
      .send({ email: 'ada@example.com', code: '000000' });
    expect(wrong.status).toBe(401);
    let last = 0;
    for (let i = 0; i < 20; i += 1) {
      last = (
        await h
          .http()
          .post('/api/admin/2fa/verify')
          .set('X-Forwarded-For', ip)
          .send({ email: 'ada@example.com', code: '000000' })
      ).status;
    }
    expect(last).toBe(429);
  });

  it('settings: saved, secrets encrypted at rest and masked, audited, and maintenance mode closes the public API', async () => {
    const token = (await signIn()).body.token as string;
    const auth = `Bearer ${token}`;
    const save = await h
      .http()
      .put('/api/admin/settings/payment')
      .set('Authorization', auth)
      .send({ secretKey: 'sk_test_1234567890abcd', testMode: false });
    expect(save.status).toBe(200);
    expect(save.body.data).toMatchObject({ secretKey: { configured: true, last4: 'abcd' }, testMode: false });
    const stored = await h.prisma.setting.findUnique({
      where: { group_key: { group: 'payment', key: 'secretKey' } },
    });
    expect(JSON.stringify(stored?.value)).not.toContain('sk_test');
    const all = await h.http().get('/api/admin/settings').set('Authorization', auth);
    expect(JSON.stringify(all.body)).not.toContain('sk_test_1234567890abcd');
    expect(all.body.data.security).toMatchObject({ sessionTimeout: 72, maxLoginAttempts: 5 });
    const audit = await h.prisma.auditEvent.findFirst({
      where: { kind: 'settings.updated' },
      orderBy: { createdAt: 'desc' },
    });
    expect(audit).toMatchObject({ actorId: adminId });
    expect(JSON.stringify(audit?.metadata)).not.toContain('sk_test');

    const invalid = await h
      .http()
      .put('/api/admin/settings/security')
      .set('Authorization', auth)
      .send({ sessionTimeout: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('Session timeout must be 1-8760 hours');
    expect((await h.http().put('/api/admin/settings/other').set('Authorization', auth).send({})).status).toBe(
      400,
    );

    const user = await h.prisma.user.findUniqueOrThrow({ where: { emailNormalized: 'uma@example.com' } });
    const userAuth = `Bearer ${await h.tokenFor(user.id, 'user')}`;
    await h
      .http()
      .put('/api/admin/settings/general')
      .set('Authorization', auth)
      .send({ maintenanceMode: true });
    const closed = await h.http().get('/api/usage/allowance').set('Authorization', userAuth);
    expect(closed.status).toBe(503);
    expect(closed.body.code).toBe('MAINTENANCE');
    expect((await h.http().get('/api/site-status')).body).toMatchObject({ maintenanceMode: true });
    expect((await h.http().get('/api/admin/settings').set('Authorization', auth)).status).toBe(200);
    await h
      .http()
      .put('/api/admin/settings/general')
      .set('Authorization', auth)
      .send({ maintenanceMode: false });
    expect((await h.http().get('/api/usage/allowance').set('Authorization', userAuth)).status).toBe(200);
  });
});
