import { IDENTITY_MESSAGES, SESSION_COOKIE, SUBSCRIPTION_EXPIRED_CODE } from '@pac/contracts';
import { MAIL_PRIORITY, verifyRenewalToken } from '@pac/server-kit';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  cookiesOf,
  startIdentity,
  type IdentityHarness,
} from '../testing/identity-test-app.js';
import { TWO_FACTOR_MESSAGES } from '../two-factor/two-factor-codes.js';
import { lockedMessage } from './sign-in.service.js';

const MINUTE = 60_000;

describe('sign-in: password step, emailed code, lockout', () => {
  let t: IdentityHarness;
  beforeAll(async () => {
    t = await startIdentity();
  });
  afterAll(() => t?.stop());

  /** The attempt cookie of the last password step that succeeded: the code step of that sign-in sends it. */
  let cookie = '';
  const login = async (email: string, password: string, ip = '203.0.113.1') => {
    const res = await t.http().post('/api/login').set('X-Forwarded-For', ip).send({ email, password });
    if (res.status === 200) cookie = cookiesOf(res);
    return res;
  };

  /** The new-sign-in notice queued for `email`: queued after the code step's answer, so waited for a moment. */
  const noticeQueuedFor = async (email: string) => {
    for (let waited = 0; ; waited += 20) {
      const notice = (await t.mailTo(email)).find((mail) => /New sign-in/.test(mail.data.subject));
      if (notice) return notice;
      if (waited >= 5_000) throw new Error(`No new-sign-in notice queued for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('never opens a session on a right password: it emails a 6-digit code with transactional priority', async () => {
    await t.register('code@example.com');
    const res = await login('Code@Example.com', STRONG_PASSWORD, t.newIp());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, two_fa_required: true, email: 'Code@Example.com' });
    expect(res.body.token).toBeUndefined();
    // Only the httpOnly cookie of this sign-in attempt, never a session.
    expect(res.headers['set-cookie']).toHaveLength(1);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^pac_sign_in_attempt=[\w-]{43};.*HttpOnly/i);
    const mail = (await t.mailTo('code@example.com')).at(-1)!;
    expect(mail.data.text).toMatch(/verification code is: \d{6}/);
    expect(mail.priority).toBe(MAIL_PRIORITY.transactional);
    const challenge = await t.prisma.twoFactorChallenge.findFirstOrThrow({
      where: { user: { emailNormalized: 'code@example.com' } },
    });
    expect(challenge.codeHash).not.toContain(await t.lastCode('code@example.com'));
  });

  it('gives one generic answer for a wrong password and an unknown email, and records both attempts', async () => {
    await t.register('generic@example.com');
    const ip = t.newIp();
    const wrong = await login('generic@example.com', 'Wrong!pass1', ip);
    const unknown = await login('nobody@example.com', 'Wrong!pass1', ip);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: IDENTITY_MESSAGES.invalidCredentials });
    }
    const attempts = await t.prisma.loginAttempt.findMany({ where: { ip }, orderBy: { createdAt: 'asc' } });
    expect(
      attempts.map(
        (a: { email: string; success: boolean; failureReason: string | null; userId: string | null }) => [
          a.email,
          a.success,
          a.failureReason,
          Boolean(a.userId),
        ],
      ),
    ).toEqual([
      ['generic@example.com', false, 'wrong_password', true],
      ['nobody@example.com', false, 'unknown_email', false],
    ]);
  });

  it('verifies the code: sets the httpOnly SameSite cookie, returns user and token, records the sign-in', async () => {
    await t.register('verify@example.com');
    const ip = t.newIp();
    const res = await t.signIn('verify@example.com', STRONG_PASSWORD, ip);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email: 'verify@example.com', role: 'user' } });
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toContain(`${SESSION_COOKIE}=${res.body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(await t.prisma.loginAttempt.count({ where: { ip, success: true } })).toBe(1);
    expect(await t.prisma.auditEvent.count({ where: { kind: 'user.signed_in' } })).toBeGreaterThan(0);
    // The answer does not wait for the notice's job: its row is already written, pending with the sealed message
    // the email worker's reconciler would queue it from; the job follows on its own.
    const noticeRow = await t.prisma.emailLog.findFirst({
      where: { recipient: 'verify@example.com', subject: { contains: 'New sign-in' } },
    });
    expect(noticeRow).toMatchObject({ status: 'pending', pendingMessage: expect.any(String) });
    const notice = await noticeQueuedFor('verify@example.com');
    expect(notice.data.subject).toMatch(/New sign-in/);

    const https = await (async () => {
      const attempt = cookiesOf(await login('verify@example.com', STRONG_PASSWORD, ip));
      const code = await t.lastCode('verify@example.com');
      return t
        .http()
        .post('/api/2fa/verify')
        .set('Cookie', attempt)
        .set('X-Forwarded-Proto', 'https')
        .send({ email: 'verify@example.com', code });
    })();
    // Secure follows PUBLIC_SITE_URL (http here), never a forwarded scheme (sessions/session-cookie.test.ts).
    expect(https.status, JSON.stringify(https.body)).toBe(200);
    expect(https.headers['set-cookie']?.[0]).not.toMatch(/Secure/i);
  });

  it('uses a code once only, and a new sign-in voids the previous code', async () => {
    await t.register('once@example.com');
    await login('once@example.com', STRONG_PASSWORD, t.newIp());
    const first = await t.lastCode('once@example.com');
    await login('once@example.com', STRONG_PASSWORD, t.newIp());
    const second = await t.lastCode('once@example.com');
    if (first !== second) {
      const stale = await t
        .http()
        .post('/api/2fa/verify')
        .set('Cookie', cookie)
        .send({ email: 'once@example.com', code: first });
      expect(stale.status).toBe(401);
    }
    expect(
      (
        await t
          .http()
          .post('/api/2fa/verify')
          .set('Cookie', cookie)
          .send({ email: 'once@example.com', code: second })
      ).status,
    ).toBe(200);
    const again = await t
      .http()
      .post('/api/2fa/verify')
      .set('Cookie', cookie)
      .send({ email: 'once@example.com', code: second });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe(IDENTITY_MESSAGES.verificationFailedDefault);
  });

  it('voids the code after 5 wrong tries, even for the right code afterwards', async () => {
    await t.register('guess@example.com');
    await login('guess@example.com', STRONG_PASSWORD, t.newIp());
    const code = await t.lastCode('guess@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await t
        .http()
        .post('/api/2fa/verify')
        .set('Cookie', cookie)
        .send({ email: 'guess@example.com', code: wrongCode });
      expect(res.status).toBe(401);
    }
    const fifth = await t
      .http()
      .post('/api/2fa/verify')
      .set('Cookie', cookie)
      .send({ email: 'guess@example.com', code: wrongCode });
    expect(fifth.status).toBe(429);
    expect(fifth.body.error).toBe(TWO_FACTOR_MESSAGES.exhausted);
    const right = await t
      .http()
      .post('/api/2fa/verify')
      .set('Cookie', cookie)
      .send({ email: 'guess@example.com', code });
    expect(right.status).toBe(429);
    expect(right.body.error).toBe(TWO_FACTOR_MESSAGES.exhausted);
  });

  it('refuses a code after 10 minutes', async () => {
    await t.register('late@example.com');
    await login('late@example.com', STRONG_PASSWORD, t.newIp());
    const code = await t.lastCode('late@example.com');
    t.clock.advance(10 * MINUTE + 1_000);
    const res = await t
      .http()
      .post('/api/2fa/verify')
      .set('Cookie', cookie)
      .send({ email: 'late@example.com', code });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: TWO_FACTOR_MESSAGES.expired });
  });

  it('resends a code only after 60 seconds, and the new code replaces the old one', async () => {
    await t.register('resend@example.com');
    await login('resend@example.com', STRONG_PASSWORD, t.newIp());
    const first = await t.lastCode('resend@example.com');
    const early = await t
      .http()
      .post('/api/2fa/send-code')
      .set('Cookie', cookie)
      .send({ email: 'resend@example.com' });
    expect(early.status).toBe(429);
    expect(early.body.error).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    t.clock.advance(61_000);
    const later = await t
      .http()
      .post('/api/2fa/send-code')
      .set('Cookie', cookie)
      .send({ email: 'resend@example.com' });
    expect(later.status).toBe(200);
    expect(later.body.success).toBe(true);
    const second = await t.lastCode('resend@example.com');
    expect((await t.mailTo('resend@example.com')).length).toBe(2);
    if (first !== second) {
      expect(
        (
          await t
            .http()
            .post('/api/2fa/verify')
            .set('Cookie', cookie)
            .send({ email: 'resend@example.com', code: first })
        ).status,
      ).toBe(401);
    }
    expect(
      (
        await t
          .http()
          .post('/api/2fa/verify')
          .set('Cookie', cookie)
          .send({ email: 'resend@example.com', code: second })
      ).status,
    ).toBe(200);
  });

  it('answers a resend without a sign-in in progress the same for known and unknown emails', async () => {
    await t.register('idle@example.com');
    for (const email of ['idle@example.com', 'ghost@example.com']) {
      const res = await t.http().post('/api/2fa/send-code').set('Cookie', cookie).send({ email });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: TWO_FACTOR_MESSAGES.noPendingSignIn });
    }
  });

  it('rejects malformed codes with the 6-digit code message', async () => {
    for (const code of ['12345', '1234567', 'abcdef', 123456]) {
      const res = await t
        .http()
        .post('/api/2fa/verify')
        .set('Cookie', cookie)
        .send({ email: 'x@example.com', code });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(IDENTITY_MESSAGES.codeInvalid);
    }
  });

  it('locks the account after maxLoginAttempts failures and releases it after a growing interval', async () => {
    await t.register('locked@example.com');
    const ip = t.newIp();
    for (let i = 0; i < 5; i++)
      expect((await login('locked@example.com', 'Wrong!pass1', ip)).status).toBe(401);
    const locked = await login('locked@example.com', STRONG_PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe(lockedMessage(5));
    t.clock.advance(5 * MINUTE + 1_000);
    expect((await login('locked@example.com', STRONG_PASSWORD, ip)).status).toBe(200);
    // A second lock in a row lasts twice as long.
    for (let i = 0; i < 5; i++) await login('locked@example.com', 'Wrong!pass1', ip);
    expect((await login('locked@example.com', STRONG_PASSWORD, ip)).body.error).toBe(lockedMessage(10));
    t.clock.advance(5 * MINUTE + 1_000);
    expect((await login('locked@example.com', STRONG_PASSWORD, ip)).status).toBe(429);
    t.clock.advance(5 * MINUTE);
    expect((await login('locked@example.com', STRONG_PASSWORD, ip)).status).toBe(200);
    const reasons = await t.prisma.loginAttempt.findMany({
      where: { email: 'locked@example.com', failureReason: 'account_locked' },
    });
    expect(reasons.length).toBe(3);
  });

  it('follows the maxLoginAttempts setting', async () => {
    await t.register('strict@example.com');
    await t.prisma.setting.create({ data: { group: 'security', key: 'maxLoginAttempts', value: 2 } });
    try {
      const ip = t.newIp();
      await login('strict@example.com', 'Wrong!pass1', ip);
      await login('strict@example.com', 'Wrong!pass1', ip);
      expect((await login('strict@example.com', STRONG_PASSWORD, ip)).status).toBe(429);
    } finally {
      await t.prisma.setting.delete({ where: { group_key: { group: 'security', key: 'maxLoginAttempts' } } });
    }
  });

  it('tells an expired plan (SUBSCRIPTION_EXPIRED, the plan, a checkout-only renewal token) only after a right code', async () => {
    await t.register('expired@example.com');
    await t.prisma.user.update({
      where: { emailNormalized: 'expired@example.com' },
      data: { plan: 'starter', planStatus: 'expired' },
    });
    const ip = t.newIp();
    // The password alone answers exactly as for any account: a code is on its way, nothing about the plan.
    const password = await login('expired@example.com', STRONG_PASSWORD, ip);
    expect(password.status).toBe(200);
    expect(password.body).toEqual({
      success: true,
      two_fa_required: true,
      email: 'expired@example.com',
      message: 'A verification code has been sent to your email',
    });
    const code = await t.lastCode('expired@example.com');
    const verify = (body: object) =>
      t.http().post('/api/2fa/verify').set('X-Forwarded-For', ip).set('Cookie', cookie).send(body);
    // A wrong code is only a wrong code.
    const wrong = await verify({
      email: 'expired@example.com',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBeUndefined();
    expect(wrong.body.renew_token).toBeUndefined();

    const res = await verify({ email: 'expired@example.com', code });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      code: SUBSCRIPTION_EXPIRED_CODE,
      plan: 'starter',
      error: IDENTITY_MESSAGES.subscriptionExpired('Starter Analysis'),
    });
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/pac_session=[^;]/);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { emailNormalized: 'expired@example.com' } });
    expect(verifyRenewalToken(TEST_JWT_SECRET, res.body.renew_token)).toBe(user.id);
    // Not a session anywhere.
    expect(
      (await t.http().get('/api/user/profile').set('Authorization', `Bearer ${res.body.renew_token}`)).status,
    ).toBe(401);
    // A wrong password still gets the generic answer.
    expect((await login('expired@example.com', 'Wrong!pass1', t.newIp())).body.code).toBeUndefined();
  });

  it('limits sign-in attempts per IP address across accounts (password spraying)', async () => {
    const ip = t.newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await login(`spray${i}@example.com`, 'Wrong!pass1', ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await login('spray@example.com', 'Wrong!pass1', t.newIp())).status).toBe(401);
  });
});
