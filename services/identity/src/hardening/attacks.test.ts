import {
  ADMIN_SESSION_COOKIE,
  HANDOVER_MESSAGES,
  HANDOVER_PATHS,
  IDENTITY_MESSAGES,
  SESSION_COOKIE,
} from '@pac/contracts';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import {
  INJECTION_PAYLOADS,
  expectRefusedEverywhere,
  forgeriesOf,
  type ProtectedRoute,
} from '@pac/server-kit/testing/attacks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedMessage } from '../sign-in/sign-in.service.js';
import {
  SITE,
  STRONG_PASSWORD,
  startIdentity,
  type IdentityHarness,
  cookiesOf,
} from '../testing/identity-test-app.js';

const PROTECTED: ProtectedRoute[] = [
  { method: 'get', path: '/api/auth/verify' },
  { method: 'get', path: '/api/user/profile' },
  { method: 'get', path: '/api/2fa/settings' },
  { method: 'post', path: HANDOVER_PATHS.issue },
];

describe('identity under attack', () => {
  let t: IdentityHarness;
  beforeAll(async () => {
    t = await startIdentity();
  });
  afterAll(() => t?.stop());

  const profile = (token: string) =>
    t.http().get('/api/user/profile').set('Authorization', `Bearer ${token}`);

  it('refuses forged tokens (alg none, wrong key, tampered, expired, …) on every protected route with 401', async () => {
    const token = await t.register('forge-target@example.com');
    await expectRefusedEverywhere({
      server: () => t.app.getHttpServer(),
      routes: PROTECTED,
      tokens: forgeriesOf(token, TEST_JWT_SECRET),
      cookieNames: [SESSION_COOKIE],
      origin: SITE,
    });
    // None of it touched the real session.
    expect((await profile(token)).status).toBe(200);
  });

  it('refuses a token after logout on every route, as bearer and as cookie', async () => {
    const token = await t.register('revoked@example.com');
    expect((await t.http().post('/api/logout').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    await expectRefusedEverywhere({
      server: () => t.app.getHttpServer(),
      routes: PROTECTED,
      tokens: [{ label: 'revoked', token }],
      cookieNames: [SESSION_COOKIE],
      origin: SITE,
    });
  });

  it("a forged token sent to logout ends nobody's session", async () => {
    const token = await t.register('logout-victim@example.com');
    for (const { token: forged } of forgeriesOf(token, TEST_JWT_SECRET)) {
      await t.http().post('/api/logout').set('Authorization', `Bearer ${forged}`);
    }
    expect((await profile(token)).status).toBe(200);
  });

  it("never answers with another user's data, whatever id the request names", async () => {
    const victim = await t.register('idor-victim@example.com', STRONG_PASSWORD, 'Victim Person');
    const victimId = ((await profile(victim)).body as { user: { id: string } }).user.id;
    const attacker = await t.register('idor-attacker@example.com');
    for (const path of [
      `/api/user/profile?id=${victimId}`,
      `/api/user/profile?user_id=${victimId}`,
      `/api/auth/verify?userId=${victimId}`,
      `/api/2fa/settings?email=idor-victim@example.com`,
    ]) {
      const res = await t.http().get(path).set('Authorization', `Bearer ${attacker}`);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toContain('idor-victim');
      expect(JSON.stringify(res.body), path).not.toContain(victimId);
    }
  });

  it("one account's emailed code never signs in another account", async () => {
    await t.register('code-victim@example.com');
    await t.register('code-attacker@example.com');
    const ip = t.newIp();
    const cookies: string[] = [];
    for (const email of ['code-victim@example.com', 'code-attacker@example.com']) {
      const login = await t
        .http()
        .post('/api/login')
        .set('X-Forwarded-For', ip)
        .send({ email, password: STRONG_PASSWORD });
      expect(login.status).toBe(200);
      cookies.push(cookiesOf(login));
    }
    const attackerCode = await t.lastCode('code-attacker@example.com');
    // With the attacker's own attempt cookie, or the victim's: neither attempt takes the other account's code.
    for (const cookie of cookies) {
      const res = await t
        .http()
        .post('/api/2fa/verify')
        .set('X-Forwarded-For', ip)
        .set('Cookie', cookie)
        .send({ email: 'code-victim@example.com', code: attackerCode });
      expect(res.status).toBe(401);
      expect(res.body.token).toBeUndefined();
      expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/pac_session=/);
    }
    const res = await t
      .http()
      .post('/api/2fa/verify')
      .set('X-Forwarded-For', ip)
      .send({ email: 'code-victim@example.com', code: attackerCode });
    expect(res.status).toBe(401);
    expect(res.body.token).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses cookie-authenticated logout from a foreign, missing, null or look-alike Origin', async () => {
    const token = await t.register('csrf-target@example.com');
    const cookie = `${SESSION_COOKIE}=${token}`;
    const attempts: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      {},
      { Origin: `${SITE}.evil.example` },
      { Origin: 'http://localhost:5173@evil.example' },
      { Referer: 'https://evil.example/http://localhost:5173/' },
      { Origin: 'https://evil.example', Referer: `${SITE}/account` },
    ];
    for (const headers of attempts) {
      const res = await t.http().post('/api/logout').set('Cookie', cookie).set(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).toEqual({ success: false, error: IDENTITY_MESSAGES.originRefused });
    }
    expect((await profile(token)).status).toBe(200);
    // The site itself may.
    const own = await t.http().post('/api/logout').set('Cookie', cookie).set('Origin', SITE);
    expect(own.status).toBe(200);
    expect((await profile(token)).status).toBe(401);
  });

  it("a foreign site cannot have a calculator hand-over code made with the visitor's cookie", async () => {
    const token = await t.register('handover-csrf@example.com');
    const cookie = `${SESSION_COOKIE}=${token}`;
    for (const headers of [{ Origin: 'https://evil.example' }, { Origin: 'null' }, {}] as Record<
      string,
      string
    >[]) {
      const res = await t.http().post(HANDOVER_PATHS.issue).set('Cookie', cookie).set(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).toEqual({ success: false, error: IDENTITY_MESSAGES.originRefused });
    }
  });

  it('nothing derived from a session token is a hand-over code (its jti has the same shape)', async () => {
    const token = await t.register('handover-jti@example.com');
    // The claims are readable by anyone who holds the token.
    const { jti } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string };
    for (const code of [jti, token.split('.')[2]!.slice(0, 43)]) {
      const res = await t
        .http()
        .post(HANDOVER_PATHS.exchange)
        .set('X-Forwarded-For', t.newIp())
        .send({ code });
      expect([400, 401]).toContain(res.status);
      expect(Object.values(HANDOVER_MESSAGES)).toContain(res.body.error);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('an admin-portal cookie name is not a way in either', async () => {
    const token = await t.register('cookie-swap@example.com');
    const res = await t.http().get('/api/user/profile').set('Cookie', `${ADMIN_SESSION_COOKIE}=${token}`);
    expect(res.status).toBe(401);
  });

  it('stores script and SQL payloads in the name verbatim and hands them back as data', async () => {
    const users = await t.prisma.user.count();
    for (const [index, payload] of INJECTION_PAYLOADS.entries()) {
      const token = await t.register(`payload-${index}@example.com`, STRONG_PASSWORD, payload);
      const res = await profile(token);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.user.full_name).toBe(payload);
      const stored = await t.prisma.user.findUniqueOrThrow({
        where: { emailNormalized: `payload-${index}@example.com` },
      });
      expect(stored.fullName).toBe(payload);
    }
    // SQL in the credentials is only ever a wrong password.
    for (const payload of INJECTION_PAYLOADS) {
      const res = await t
        .http()
        .post('/api/login')
        .set('X-Forwarded-For', t.newIp())
        .send({ email: 'payload-0@example.com', password: payload });
      expect(res.status).toBe(401);
    }
    expect(await t.prisma.user.count()).toBe(users + INJECTION_PAYLOADS.length);
  });

  it('ignores role, plan and id sent with a sign-up (no mass assignment)', async () => {
    const res = await t.http().post('/api/register').set('X-Forwarded-For', t.newIp()).send({
      name: 'Sneaky',
      email: 'sneaky@example.com',
      password: STRONG_PASSWORD,
      role: 'admin',
      plan: 'enterprise_plus',
      plan_status: 'active',
      planStatus: 'active',
      id: '00000000-0000-4000-8000-000000000000',
      failedLoginCount: -100,
    });
    // Sign-up answers "check your email" and nothing about the account (no user, no token).
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('user');
    expect(res.body).not.toHaveProperty('token');
    const stored = await t.prisma.user.findUniqueOrThrow({
      where: { emailNormalized: 'sneaky@example.com' },
    });
    expect(stored).toMatchObject({ role: 'user', plan: 'free', failedLoginCount: 0 });
    expect(stored.id).not.toBe('00000000-0000-4000-8000-000000000000');
  });

  it('locks an email without an account exactly like an account, so a 429 reveals nothing', async () => {
    await t.register('lock-known@example.com');
    const answers: Record<string, { status: number; error: string }[]> = {};
    // Locks hold per email and address: each email is tried from one address throughout.
    const ips: Record<string, string> = {};
    for (const email of ['lock-known@example.com', 'lock-unknown@example.com']) {
      const ip = (ips[email] = t.newIp());
      answers[email] = [];
      for (let i = 0; i < 7; i++) {
        const res = await t
          .http()
          .post('/api/login')
          .set('X-Forwarded-For', ip)
          .send({ email, password: 'Wrong!pass1' });
        answers[email]!.push({ status: res.status, error: res.body.error });
      }
    }
    expect(answers['lock-unknown@example.com']).toEqual(answers['lock-known@example.com']);
    expect(answers['lock-unknown@example.com']!.map((a) => a.status)).toEqual([
      401, 401, 401, 401, 401, 429, 429,
    ]);
    expect(answers['lock-unknown@example.com']![5]!.error).toBe(lockedMessage(5));
    // And both open again after the same time, the next lock lasting twice as long.
    t.clock.advance(5 * 60_000 + 1_000);
    for (const email of ['lock-known@example.com', 'lock-unknown@example.com']) {
      const ip = ips[email]!;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await t
          .http()
          .post('/api/login')
          .set('X-Forwarded-For', ip)
          .send({ email, password: 'Wrong!pass1' });
        statuses.push(res.status);
        if (i === 5) expect(res.body.error, email).toBe(lockedMessage(10));
      }
      expect(statuses, email).toEqual([401, 401, 401, 401, 401, 429]);
    }
  });
});
