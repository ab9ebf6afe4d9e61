import {
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_IDLE_MINUTES,
  ADMIN_SESSION_MAX_HOURS,
  IDENTITY_MESSAGES,
  SESSION_TOKEN_REQUEST_HEADER,
  TWO_FACTOR_MAX_ATTEMPTS,
} from '@pac/contracts';
import { ADMIN_SESSION_TOKEN_AUDIENCE } from '@pac/server-kit';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedMessage } from '../common/sign-in-locks.js';
import {
  STRONG_PASSWORD,
  cookiesOf,
  startIdentity,
  type IdentityHarness,
} from '../testing/identity-test-app.js';
import { TWO_FACTOR_MESSAGES } from './two-factor-codes.js';

type Portal = 'site' | 'admin';
const PATHS: Record<Portal, { login: string; verify: string }> = {
  site: { login: '/api/login', verify: '/api/2fa/verify' },
  admin: { login: '/api/admin/login', verify: '/api/admin/2fa/verify' },
};

/**
 * Issue 18, items 1 and 2: one sign-in engine for both portals, each code challenge bound to the sign-in attempt
 * (an HttpOnly cookie), tries counted atomically, locks per account and address.
 */
describe('sign-in attempts: challenges bound to the attempt, atomic tries, locks per account and address', () => {
  let t: IdentityHarness;
  beforeAll(async () => {
    t = await startIdentity();
  });
  afterAll(() => t?.stop());

  const account = async (email: string, role: 'user' | 'admin' = 'user') => {
    await t.register(email);
    if (role === 'admin')
      await t.prisma.user.update({ where: { emailNormalized: email }, data: { role: 'admin' } });
  };
  const passwordStep = async (portal: Portal, email: string, ip: string, password = STRONG_PASSWORD) =>
    t.http().post(PATHS[portal].login).set('X-Forwarded-For', ip).send({ email, password });
  const codeStep = (portal: Portal, email: string, code: string, ip: string, cookie = '') =>
    t
      .http()
      .post(PATHS[portal].verify)
      .set('X-Forwarded-For', ip)
      .set('Cookie', cookie)
      .send({ email, code });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  for (const portal of ['site', 'admin'] as const) {
    it(`${portal}: 20 parallel wrong codes against one challenge compare at most ${TWO_FACTOR_MAX_ATTEMPTS}`, async () => {
      const email = `parallel-${portal}@example.com`;
      await account(email, 'admin');
      const ip = t.newIp();
      const login = await passwordStep(portal, email, ip);
      expect(login.status).toBe(200);
      const cookie = cookiesOf(login);
      const code = await t.lastCode(email);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => codeStep(portal, email, wrong(code), ip, cookie)),
      );
      const challenge = await t.prisma.twoFactorChallenge.findFirstOrThrow({
        where: { user: { emailNormalized: email } },
        orderBy: { createdAt: 'desc' },
      });
      expect(challenge.attempts).toBe(TWO_FACTOR_MAX_ATTEMPTS);
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(TWO_FACTOR_MAX_ATTEMPTS - 1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - TWO_FACTOR_MAX_ATTEMPTS + 1);
      // The right code after that opens nothing: the attempt is used up.
      const right = await codeStep(portal, email, code, ip, cookie);
      expect(right.status).toBe(429);
      expect(right.body.error).toBe(TWO_FACTOR_MESSAGES.exhausted);
    });

    it(`${portal}: a stranger's wrong codes without the attempt cookie never cancel the owner's sign-in`, async () => {
      const email = `stranger-${portal}@example.com`;
      await account(email, 'admin');
      const ownerIp = t.newIp();
      const login = await passwordStep(portal, email, ownerIp);
      const code = await t.lastCode(email);
      const strangerIp = t.newIp();
      const stranger: number[] = [];
      for (let i = 0; i < 8; i++)
        stranger.push((await codeStep(portal, email, wrong(code), strangerIp)).status);
      // The stranger locks only themselves out, for this email from their address.
      expect(stranger).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      const challenge = await t.prisma.twoFactorChallenge.findFirstOrThrow({
        where: { user: { emailNormalized: email }, consumedAt: null },
      });
      expect(challenge.attempts).toBe(0);
      const owner = await codeStep(portal, email, code, ownerIp, cookiesOf(login));
      expect(owner.status).toBe(200);
      // And the stranger's guesses never reach the owner's password step either.
      expect((await passwordStep(portal, email, ownerIp)).status).toBe(200);
      expect((await passwordStep(portal, email, strangerIp)).status).toBe(429);
    });

    it(`${portal}: the right code sent ${TWO_FACTOR_MAX_ATTEMPTS} times at once signs in once`, async () => {
      const email = `same-code-${portal}@example.com`;
      await account(email, 'admin');
      const ip = t.newIp();
      const login = await passwordStep(portal, email, ip);
      const code = await t.lastCode(email);
      const answers = await Promise.all(
        Array.from({ length: TWO_FACTOR_MAX_ATTEMPTS }, () =>
          codeStep(portal, email, code, ip, cookiesOf(login)),
        ),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(TWO_FACTOR_MAX_ATTEMPTS - 1).fill(401)]);
      // Everything a sign-in writes, written by the one request that consumed the code only.
      const user = await t.prisma.user.findUniqueOrThrow({ where: { emailNormalized: email } });
      expect(await t.prisma.session.count({ where: { userId: user.id, ip } })).toBe(1);
      expect(await t.prisma.loginAttempt.count({ where: { email, success: true } })).toBe(1);
      expect(
        await t.prisma.auditEvent.count({
          where: { actorId: user.id, kind: portal === 'admin' ? 'admin.signed_in' : 'user.signed_in' },
        }),
      ).toBe(1);
      const notices = await t.prisma.emailLog.count({
        where: { userId: user.id, subject: { startsWith: 'New sign-in' } },
      });
      expect(notices).toBe(portal === 'site' ? 1 : 0);
    });
  }

  it("locks an unknown email at the admin portal exactly like an admin's, so a 429 tells nothing", async () => {
    await account('known-admin@example.com', 'admin');
    const answers: Record<string, { status: number; body: unknown }[]> = {};
    for (const email of ['known-admin@example.com', 'unknown-admin@example.com']) {
      const ip = t.newIp();
      answers[email] = [];
      for (let i = 0; i < 7; i++) {
        const res = await passwordStep('admin', email, ip, 'Wrong!pass1');
        answers[email]!.push({ status: res.status, body: res.body });
      }
    }
    expect(answers['unknown-admin@example.com']).toEqual(answers['known-admin@example.com']);
    expect(answers['unknown-admin@example.com']!.map((a) => a.status)).toEqual([
      401, 401, 401, 401, 401, 429, 429,
    ]);
    expect(answers['known-admin@example.com']![5]!.body).toEqual({ success: false, error: lockedMessage(5) });
    // The admin from another address is not locked out.
    expect((await passwordStep('admin', 'known-admin@example.com', t.newIp())).status).toBe(200);
  });

  it('a non-admin gets the same code step as an admin, and "Access denied" only after a right code', async () => {
    await account('portal-admin@example.com', 'admin');
    await account('portal-user@example.com');
    const ip = t.newIp();
    const adminLogin = await passwordStep('admin', 'portal-admin@example.com', ip);
    const userLogin = await passwordStep('admin', 'portal-user@example.com', ip);
    for (const [res, email] of [
      [adminLogin, 'portal-admin@example.com'],
      [userLogin, 'portal-user@example.com'],
    ] as const) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        two_fa_required: true,
        email,
        message: 'A verification code has been sent to your email',
      });
      expect(res.headers['set-cookie']?.[0]).toMatch(/^pac_admin_sign_in_attempt=[\w-]{43};.*HttpOnly/i);
    }
    const userCode = await t.lastCode('portal-user@example.com');
    const denied = await codeStep('admin', 'portal-user@example.com', userCode, ip, cookiesOf(userLogin));
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ success: false, error: IDENTITY_MESSAGES.adminAccessDenied });
    expect(String(denied.headers['set-cookie'] ?? '')).not.toMatch(/pac_admin_session=[^;]/);
    const attempt = await t.prisma.loginAttempt.findFirstOrThrow({
      where: { email: 'portal-user@example.com', adminPortal: true, failureReason: 'not_admin' },
    });
    expect(attempt.success).toBe(false);

    const adminCode = await t.lastCode('portal-admin@example.com');
    const before = Date.now();
    // As an API client asking for the token; the portal itself gets the cookie alone.
    const opened = await codeStep(
      'admin',
      'portal-admin@example.com',
      adminCode,
      ip,
      cookiesOf(adminLogin),
    ).set(SESSION_TOKEN_REQUEST_HEADER, 'true');
    expect(opened.status).toBe(200);
    expect(opened.body.user).toMatchObject({ email: 'portal-admin@example.com', role: 'admin' });
    expect(String(opened.headers['set-cookie'])).toMatch(
      new RegExp(`${ADMIN_SESSION_COOKIE}=${opened.body.token}`),
    );
    expect(jwt.decode(opened.body.token)).toMatchObject({ aud: ADMIN_SESSION_TOKEN_AUDIENCE });
    const session = await t.prisma.session.findFirstOrThrow({
      where: { user: { emailNormalized: 'portal-admin@example.com' } },
      orderBy: { createdAt: 'desc' },
    });
    expect(session).toMatchObject({ portal: 'admin', idleTimeoutSeconds: ADMIN_SESSION_IDLE_MINUTES * 60 });
    expect(session.expiresAt.getTime()).toBeLessThanOrEqual(
      before + ADMIN_SESSION_MAX_HOURS * 3_600_000 + 60_000,
    );
    expect(
      await t.prisma.auditEvent.count({
        where: { kind: 'admin.signed_in', description: 'Admin signed in: portal-admin@example.com' },
      }),
    ).toBe(1);
    // An admin portal session is not a site session.
    const profile = await t
      .http()
      .get('/api/user/profile')
      .set('Authorization', `Bearer ${opened.body.token}`);
    expect(profile.status).toBe(401);
    // Logout ends it everywhere.
    const logout = await t
      .http()
      .post('/api/admin/logout')
      .set('Authorization', `Bearer ${opened.body.token}`);
    expect(logout.status).toBe(200);
    expect(await t.prisma.session.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({
      revokedAt: expect.any(Date),
    });
  });

  it('caps an admin portal session at the sessionTimeout setting when it is shorter than the portal maximum', async () => {
    await account('short-admin@example.com', 'admin');
    await t.prisma.setting.create({ data: { group: 'security', key: 'sessionTimeout', value: 2 } });
    try {
      const ip = t.newIp();
      const login = await passwordStep('admin', 'short-admin@example.com', ip);
      const code = await t.lastCode('short-admin@example.com');
      const opened = await codeStep('admin', 'short-admin@example.com', code, ip, cookiesOf(login));
      expect(opened.status).toBe(200);
      const session = await t.prisma.session.findFirstOrThrow({
        where: { user: { emailNormalized: 'short-admin@example.com' }, portal: 'admin' },
        orderBy: { createdAt: 'desc' },
      });
      expect(2).toBeLessThan(ADMIN_SESSION_MAX_HOURS);
      const hours = (session.expiresAt.getTime() - session.createdAt.getTime()) / 3_600_000;
      expect(hours).toBeCloseTo(2, 3);
    } finally {
      await t.prisma.setting.delete({ where: { group_key: { group: 'security', key: 'sessionTimeout' } } });
    }
  });
});
