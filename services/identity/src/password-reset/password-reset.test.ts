import { IDENTITY_MESSAGES } from '@pac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE, STRONG_PASSWORD, startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';
import { FORGOT_PASSWORD_MIN_MS } from './password-reset.controller.js';
import { RESET_MESSAGES } from './password-reset.service.js';

const NEW_PASSWORD = 'N3w!password';

describe('forgot and reset password', () => {
  let t: IdentityHarness;
  beforeAll(async () => {
    t = await startIdentity();
  });
  afterAll(() => t?.stop());

  const forgot = (email: string) =>
    t.http().post('/api/forgot-password').set('X-Forwarded-For', t.newIp()).send({ email });
  const resetTokenFor = async (email: string) => {
    const link = /(http\S+\/reset-password\?token=\S+)/.exec((await t.mailTo(email)).at(-1)!.data.text)![1]!;
    expect(link.startsWith(`${SITE}/reset-password?token=`)).toBe(true);
    return new URL(link).searchParams.get('token')!;
  };
  const reset = (token: string, new_password = NEW_PASSWORD) =>
    t.http().post('/api/reset-password').set('X-Forwarded-For', t.newIp()).send({ token, new_password });

  it('answers the same, in about the same time, whether or not the account exists', async () => {
    await t.register('known@example.com');
    const timed = async (email: string) => {
      const started = Date.now();
      const res = await forgot(email);
      return { res, ms: Date.now() - started };
    };
    await timed('warm-up@example.com');
    const known = await timed('known@example.com');
    const unknown = await timed('unknown@example.com');
    expect(known.res.status).toBe(200);
    expect(unknown.res.status).toBe(200);
    expect(known.res.body).toEqual({
      success: true,
      message: IDENTITY_MESSAGES.forgotSent('known@example.com'),
    });
    expect(unknown.res.body).toEqual({
      success: true,
      message: IDENTITY_MESSAGES.forgotSent('unknown@example.com'),
    });
    // Both wait for the same floor; the margin allows for a loaded test machine.
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS);
    expect(unknown.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(300);
    expect(await t.mailTo('unknown@example.com')).toHaveLength(0);
    const mail = (await t.mailTo('known@example.com')).at(-1)!;
    expect(mail.data.subject).toMatch(/Reset your/);
    const token = await resetTokenFor('known@example.com');
    const row = await t.prisma.passwordResetToken.findFirstOrThrow({
      where: { user: { emailNormalized: 'known@example.com' } },
    });
    expect(row.tokenHash).not.toBe(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 60_000);
  });

  it('sets the new password, ends every session, does not sign in, and refuses the link a second time', async () => {
    await t.register('reset@example.com');
    const session = (await t.signIn('reset@example.com')).body.token as string;
    await forgot('reset@example.com');
    const token = await resetTokenFor('reset@example.com');

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: RESET_MESSAGES.done });
    expect(res.body.token).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await t.http().get('/api/user/profile').set('Authorization', `Bearer ${session}`)).status).toBe(
      401,
    );

    const reused = await reset(token, 'An0ther!password');
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ success: false, error: RESET_MESSAGES.invalidLink });

    const old = await t
      .http()
      .post('/api/login')
      .send({ email: 'reset@example.com', password: STRONG_PASSWORD });
    expect(old.status).toBe(401);
    expect((await t.signIn('reset@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    await t.register('stale@example.com');
    await forgot('stale@example.com');
    const token = await resetTokenFor('stale@example.com');
    t.clock.advance(60 * 60_000 + 1_000);
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(RESET_MESSAGES.invalidLink);
  });

  it('enforces the password rule on the server and refuses made-up tokens', async () => {
    await t.register('rule@example.com');
    await forgot('rule@example.com');
    const token = await resetTokenFor('rule@example.com');
    // One rule for sign-up and reset (passwordRuleProblem): too short says so, as at sign-up.
    const short = await reset(token, 'Sh0rt!a');
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(IDENTITY_MESSAGES.passwordTooShort);
    for (const weak of ['alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSpecial123']) {
      const res = await reset(token, weak);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(IDENTITY_MESSAGES.passwordRequirementsUnmet);
    }
    for (const common of ['P@ssw0rd!', 'Summer2024!', 'Welcome#1']) {
      const res = await reset(token, common);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(IDENTITY_MESSAGES.passwordTooCommon);
    }
    const madeUp = await reset('not-a-real-token');
    expect(madeUp.status).toBe(400);
    expect((await reset('')).status).toBe(400);
  });

  it('limits reset emails per account without changing the answer', async () => {
    await t.register('flood@example.com');
    for (let i = 0; i < 5; i++) expect((await forgot('flood@example.com')).status).toBe(200);
    expect(await t.mailTo('flood@example.com')).toHaveLength(3);
  });
});
