import { ADMIN_SESSION_COOKIE, IDENTITY_MESSAGES, SESSION_COOKIE } from '@pac/contracts';
import { SessionRegistry } from '@pac/server-kit';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import {
  INJECTION_PAYLOADS,
  expectRefusedEverywhere,
  forgeriesOf,
  type ProtectedRoute,
} from '@pac/server-kit/testing/attacks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdmin, type AdminHarness } from '../testing/admin-test-app.js';

/** Every admin route. */
const ADMIN_ROUTES: ProtectedRoute[] = [
  { method: 'get', path: '/api/admin/profile' },
  { method: 'get', path: '/api/admin/users' },
  { method: 'get', path: '/api/admin/revenue?period=30' },
  { method: 'get', path: '/api/admin/usage' },
  { method: 'get', path: '/api/admin/dashboard' },
  { method: 'get', path: '/api/admin/health' },
  { method: 'get', path: '/api/admin/settings' },
  { method: 'put', path: '/api/admin/settings/general', body: { siteName: 'Taken over' } },
  { method: 'get', path: '/api/admin/email-logs' },
  {
    method: 'post',
    path: '/api/admin/email/broadcast',
    body: { subject: 'Hi', message: 'All', recipients: 'all' },
  },
  { method: 'get', path: '/api/admin/email/broadcasts' },
  { method: 'get', path: '/api/admin/email/broadcasts/7d4f4c1e-4b7a-4f55-9f0e-3a1f0c2b9d11' },
];
/**
 * The usage self-report routes that were removed (issue 31): a free user sent the first 100 times in parallel and
 * inflated the admin's figures. Usage events are written only by the analysis service as it does the work.
 */
const REMOVED_USAGE_ROUTES: ProtectedRoute[] = [
  { method: 'post', path: '/api/usage/events', body: { kind: 'calculation' } },
  { method: 'get', path: '/api/usage/allowance' },
];
const COOKIES = [ADMIN_SESSION_COOKIE, SESSION_COOKIE];

describe('admin under attack', () => {
  let h: AdminHarness;
  let site = '';
  let adminId = '';
  let accounts = 0;
  const account = async (role: 'user' | 'admin' = 'user', name = `Person ${accounts}`) => {
    accounts += 1;
    const user = await h.createUser({
      name,
      email: `attack-${accounts}@example.com`,
      role,
      createdAt: '2026-03-01T00:00:00Z',
    });
    return { user, token: await h.tokenFor(user.id, role) };
  };

  beforeAll(async () => {
    h = await startAdmin();
    site = new URL(h.config.PUBLIC_SITE_URL).origin;
    adminId = (await account('admin', 'The Admin')).user.id;
  });
  afterAll(() => h?.stop());

  const adminToken = () => h.tokenFor(adminId, 'admin');

  it('refuses forged admin tokens (alg none, wrong key, tampered, expired, …) on every route with 401', async () => {
    const token = await adminToken();
    await expectRefusedEverywhere({
      server: () => h.app.getHttpServer(),
      routes: ADMIN_ROUTES,
      tokens: forgeriesOf(token, TEST_JWT_SECRET),
      cookieNames: COOKIES,
      origin: site,
    });
    expect((await h.http().get('/api/admin/profile').auth(token, { type: 'bearer' })).status).toBe(200);
    expect(await h.prisma.setting.count({ where: { group: 'general', key: 'siteName' } })).toBe(0);
    expect(await h.prisma.broadcast.count()).toBe(0);
    // 15 forgeries × 14 routes × bearer and two cookies: several hundred requests.
  }, 90_000);

  it('refuses an admin session after its logout everywhere', async () => {
    const token = await adminToken();
    // Logout is identity's (POST /api/admin/logout there): it revokes the session in the shared registry.
    await h.app.get(SessionRegistry).revokeAllForUser(adminId);
    await expectRefusedEverywhere({
      server: () => h.app.getHttpServer(),
      routes: ADMIN_ROUTES,
      tokens: [{ label: 'logged out', token }],
      cookieNames: COOKIES,
      origin: site,
    });
  });

  it("answers a user's token on every admin route with 403, as bearer or either cookie", async () => {
    const { token } = await account();
    await expectRefusedEverywhere({
      server: () => h.app.getHttpServer(),
      routes: ADMIN_ROUTES,
      tokens: [{ label: 'user session', token }],
      cookieNames: COOKIES,
      origin: site,
      status: 403,
    });
    expect(await h.prisma.setting.count({ where: { group: 'general', key: 'siteName' } })).toBe(0);
  });

  it('takes no usage report from any client: 100 parallel self-reports are all 404 and change no figure', async () => {
    const victim = await account();
    const attacker = await account();
    const admin = await adminToken();
    const figures = async () =>
      (await h.http().get('/api/admin/usage').auth(admin, { type: 'bearer' })).body.data.overview;
    const before = { events: await h.prisma.usageEvent.count(), figures: await figures() };
    const attempts = Array.from({ length: 100 }, (_, n) =>
      h
        .http()
        .post(`/api/usage/events?user_id=${victim.user.id}`)
        .auth(n % 2 === 0 ? attacker.token : victim.token, { type: 'bearer' })
        .send({ kind: n % 3 === 0 ? 'export' : 'calculation', user_id: victim.user.id }),
    );
    const statuses = (await Promise.all(attempts)).map((res) => res.status);
    expect(new Set(statuses)).toEqual(new Set([404]));
    for (const route of REMOVED_USAGE_ROUTES) {
      for (const token of [attacker.token, admin, null]) {
        const req = h.http()[route.method](route.path);
        const res = await (token ? req.auth(token, { type: 'bearer' }) : req).send(route.body);
        expect(res.status, `${route.method} ${route.path}`).toBe(404);
        expect(res.body.success).toBe(false);
      }
    }
    expect(await h.prisma.usageEvent.count()).toBe(before.events);
    expect(await figures()).toEqual(before.figures);
    const profile = await h
      .http()
      .get(`/api/admin/profile?id=${victim.user.id}`)
      .auth(admin, { type: 'bearer' });
    expect(profile.body.user.id).toBe(adminId);
  });

  it('refuses cookie-authenticated mutations from a foreign, missing or look-alike Origin', async () => {
    const admin = await adminToken();
    const { token: user } = await account();
    const mutations: [string, 'put' | 'post', string, string, object][] = [
      [ADMIN_SESSION_COOKIE, 'put', '/api/admin/settings/general', admin, { maintenanceMode: true }],
      [
        ADMIN_SESSION_COOKIE,
        'post',
        '/api/admin/email/broadcast',
        admin,
        { subject: 'Hi', message: 'All', recipients: 'all' },
      ],
      // A site session is no admin's: refused for its Origin before the guard would refuse it for its portal.
      [SESSION_COOKIE, 'put', '/api/admin/settings/general', user, { maintenanceMode: true }],
    ];
    for (const [cookie, method, path, token, body] of mutations) {
      for (const headers of [
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        {},
        { Origin: `${site}.evil.example` },
        { Referer: 'https://evil.example/admin' },
      ] as Record<string, string>[]) {
        const res = await h.http()[method](path).set('Cookie', `${cookie}=${token}`).set(headers).send(body);
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.body).toEqual({ success: false, error: IDENTITY_MESSAGES.originRefused });
      }
    }
    expect(await h.prisma.setting.count({ where: { key: 'maintenanceMode' } })).toBe(0);
    expect(await h.prisma.broadcast.count()).toBe(0);
    expect((await h.http().get('/api/admin/profile').auth(admin, { type: 'bearer' })).status).toBe(200);
    // From the site itself the same cookie works.
    const own = await h
      .http()
      .put('/api/admin/settings/general')
      .set('Cookie', `${ADMIN_SESSION_COOKIE}=${admin}`)
      .set('Origin', site)
      .send({ siteDescription: 'Saved from the portal' });
    expect(own.status).toBe(200);
  });

  it('settings: script and SQL payloads saved verbatim and handed back as data, to the portal and the site', async () => {
    const token = await adminToken();
    const auth = `Bearer ${token}`;
    const stepUp = await h.stepUpProof(token);
    for (const payload of INJECTION_PAYLOADS) {
      const general = await h
        .http()
        .put('/api/admin/settings/general')
        .set('Authorization', auth)
        .send({ siteName: payload, siteDescription: payload });
      expect(general.status, payload).toBe(200);
      const email = await h
        .http()
        .put('/api/admin/settings/email')
        .set('Authorization', auth)
        // A new SMTP host or username needs the step-up proof of this admin session (STEP_UP_SETTINGS).
        .set('X-Step-Up', stepUp)
        .send({ smtpHost: payload, smtpUsername: payload, fromName: payload });
      expect(email.status, payload).toBe(200);
      const payment = await h
        .http()
        .put('/api/admin/settings/payment')
        .set('Authorization', auth)
        .set('X-Step-Up', stepUp)
        .send({ secretKey: payload });
      expect(payment.status, payload).toBe(200);

      const all = (await h.http().get('/api/admin/settings').set('Authorization', auth)).body.data;
      expect(all.general).toMatchObject({ siteName: payload, siteDescription: payload });
      expect(all.email).toMatchObject({ smtpHost: payload, smtpUsername: payload, fromName: payload });
      // Stored encrypted and only ever shown masked, whatever its text.
      // (The payment values are masked objects: compare their text, or the check could never fail.)
      expect(all.payment.secretKey).toEqual({ configured: true, last4: payload.slice(-4) });
      expect(JSON.stringify(all.payment)).not.toContain(payload);
      const status = await h.http().get('/api/site-status');
      expect(status.headers['content-type']).toMatch(/^application\/json/);
      expect(status.body).toMatchObject({ siteName: payload, siteDescription: payload });
    }
    await h
      .http()
      .put('/api/admin/settings/general')
      .set('Authorization', auth)
      .send({ siteName: 'Property Analysis Calculator', siteDescription: '' });
  });

  it('users search: payload names are found as text, and % or _ match only themselves', async () => {
    const auth = `Bearer ${await adminToken()}`;
    for (const payload of INJECTION_PAYLOADS) await account('user', payload);
    const total = await h.prisma.user.count();
    for (const payload of INJECTION_PAYLOADS) {
      const res = await h
        .http()
        .get('/api/admin/users')
        .query({ search: payload })
        .set('Authorization', auth);
      expect(res.status, payload).toBe(200);
      expect(
        res.body.data.users.map((u: { full_name: string }) => u.full_name),
        payload,
      ).toContain(payload);
    }
    for (const wildcard of ['%', '_', '%%', '\\']) {
      const res = await h
        .http()
        .get('/api/admin/users')
        .query({ search: wildcard })
        .set('Authorization', auth);
      expect(res.status, wildcard).toBe(200);
      expect(res.body.data.meta.total, wildcard).toBeLessThan(total);
    }
    expect(await h.prisma.user.count()).toBe(total);
  });
});
