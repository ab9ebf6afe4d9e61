import { EMAIL_VERIFICATION_LINK_TTL_HOURS, IDENTITY_MESSAGES } from '@pac/contracts';
import { verifyPassword } from '@pac/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';

describe('POST /api/register and email verification', () => {
  let t: IdentityHarness;
  beforeAll(async () => {
    t = await startIdentity();
  });
  afterAll(() => t?.stop());

  const signUp = (email: string, password = STRONG_PASSWORD, name = 'Rita Host') =>
    t.http().post('/api/register').set('X-Forwarded-For', t.newIp()).send({ name, email, password });
  const verify = (token: string) =>
    t.http().post('/api/verify-email').set('X-Forwarded-For', t.newIp()).send({ token });
  const login = (email: string, password = STRONG_PASSWORD) =>
    t.http().post('/api/login').set('X-Forwarded-For', t.newIp()).send({ email, password });
  const setRequireVerification = (value: boolean) =>
    t.prisma.setting.upsert({
      where: { group_key: { group: 'security', key: 'requireEmailVerification' } },
      create: { group: 'security', key: 'requireEmailVerification', value },
      update: { value },
    });

  it('creates an unconfirmed account, opens no session and mails a single-use confirmation link', async () => {
    const res = await signUp('Rita.Host@Example.com', STRONG_PASSWORD, '  Rita Host ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: IDENTITY_MESSAGES.registrationCheckEmail('Rita.Host@Example.com'),
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    const user = await t.prisma.user.findUniqueOrThrow({
      where: { emailNormalized: 'rita.host@example.com' },
    });
    expect(user).toMatchObject({
      fullName: 'Rita Host',
      email: 'Rita.Host@Example.com',
      emailVerifiedAt: null,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.prisma.auditEvent.count({ where: { kind: 'user.registered', actorId: user.id } })).toBe(1);

    const mails = await t.mailTo('rita.host@example.com');
    expect(mails).toHaveLength(1);
    const token = await t.verificationToken('rita.host@example.com');
    // Stored only as its hash.
    const stored = await t.prisma.emailVerificationToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).not.toContain(token);

    const confirmed = await verify(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true, message: IDENTITY_MESSAGES.emailVerified });
    expect(confirmed.headers['set-cookie']).toBeUndefined();
    const after = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, error: IDENTITY_MESSAGES.verificationLinkInvalid });
    expect((await verify('made-up-token')).status).toBe(400);
  });

  it('answers a taken address exactly as a new one, changes nothing and mails the owner a notice', async () => {
    await t.register('dup@example.com');
    const before = await t.prisma.user.findUniqueOrThrow({ where: { emailNormalized: 'dup@example.com' } });
    for (const email of ['dup@example.com', 'DUP@Example.COM']) {
      const taken = await signUp(email, 'Other!Pass9', 'Someone Else');
      const fresh = await signUp(`fresh-${email.length}@example.com`, 'Other!Pass9', 'Someone Else');
      expect(taken.status).toBe(fresh.status);
      expect(taken.body).toEqual({ success: true, message: IDENTITY_MESSAGES.registrationCheckEmail(email) });
      expect(taken.headers['set-cookie']).toBeUndefined();
    }
    const after = await t.prisma.user.findUniqueOrThrow({ where: { emailNormalized: 'dup@example.com' } });
    expect(after).toMatchObject({ fullName: before.fullName, passwordHash: before.passwordHash });
    expect(await t.prisma.user.count({ where: { emailNormalized: 'dup@example.com' } })).toBe(1);
    const notices = await t.mailTo('dup@example.com');
    expect(notices).toHaveLength(2);
    expect(notices[0]!.data.subject).toMatch(/tried to sign up/);
    expect(notices[0]!.data.text).toContain('/forgot-password');
    expect(notices[0]!.data.text).not.toMatch(/verify-email/);
  });

  it('gives an account nobody has confirmed to the latest sign-up, with a fresh link (the old one stops working)', async () => {
    await signUp('pending@example.com', 'First!Pass1', 'First Person');
    const first = await t.verificationToken('pending@example.com');
    await signUp('pending@example.com', 'Second!Pass2', 'Second Person');
    const second = await t.verificationToken('pending@example.com');
    expect(second).not.toBe(first);
    expect((await verify(first)).status).toBe(400);
    expect((await verify(second)).status).toBe(200);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { emailNormalized: 'pending@example.com' } });
    expect(user.fullName).toBe('Second Person');
    expect(await verifyPassword(user.passwordHash, 'Second!Pass2')).toBe(true);
  });

  it('links expire after the set hours', async () => {
    await signUp('late-link@example.com');
    const token = await t.verificationToken('late-link@example.com');
    t.clock.advance(EMAIL_VERIFICATION_LINK_TTL_HOURS * 3_600_000 + 1_000);
    expect((await verify(token)).status).toBe(400);
  });

  it('refuses sign-in of an unconfirmed account while requireEmailVerification is on, and allows it when off', async () => {
    await signUp('unconfirmed@example.com');
    try {
      await setRequireVerification(true);
      const refused = await login('unconfirmed@example.com');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, error: IDENTITY_MESSAGES.emailNotVerified });
      // A wrong password learns nothing about the account's state.
      expect((await login('unconfirmed@example.com', 'Wrong!pass1')).status).toBe(401);
      // Seeded and earlier accounts are confirmed (migration and seed), as are accounts made through the link.
      await t.register('confirmed@example.com');
      expect((await login('confirmed@example.com')).status).toBe(200);

      // A new link on request; the same answer for any address.
      const resent = await t
        .http()
        .post('/api/verify-email/resend')
        .set('X-Forwarded-For', t.newIp())
        .send({ email: 'unconfirmed@example.com' });
      const unknown = await t
        .http()
        .post('/api/verify-email/resend')
        .set('X-Forwarded-For', t.newIp())
        .send({ email: 'nobody@example.com' });
      expect(resent.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(resent.body.message).toBe(IDENTITY_MESSAGES.verificationLinkResent('unconfirmed@example.com'));
      expect(await t.mailTo('nobody@example.com')).toHaveLength(0);
      expect((await verify(await t.verificationToken('unconfirmed@example.com'))).status).toBe(200);
      expect((await login('unconfirmed@example.com')).status).toBe(200);
    } finally {
      await setRequireVerification(false);
    }
    await signUp('relaxed@example.com');
    expect((await login('relaxed@example.com')).status).toBe(200);
  });

  it('answers bad input with 400 and the rule message, never 500', async () => {
    const cases: [object, string][] = [
      [{ name: '', email: 'a@example.com', password: STRONG_PASSWORD }, IDENTITY_MESSAGES.fullNameRequired],
      [{ name: 'A', email: '', password: STRONG_PASSWORD }, IDENTITY_MESSAGES.emailRequired],
      [{ name: 'A', email: 'not-an-email', password: STRONG_PASSWORD }, IDENTITY_MESSAGES.validEmailRequired],
      [{ name: 'A', email: 'a@example.com', password: 'short' }, IDENTITY_MESSAGES.passwordTooShort],
      [{ name: 'A', email: 'a@example.com', password: 12345678 }, IDENTITY_MESSAGES.passwordTooShort],
      // One rule for sign-up and reset: the checklist, and no common password.
      [
        { name: 'A', email: 'a@example.com', password: 'longenough' },
        IDENTITY_MESSAGES.passwordRequirementsUnmet,
      ],
      [{ name: 'A', email: 'a@example.com', password: 'P@ssw0rd1!' }, IDENTITY_MESSAGES.passwordTooCommon],
    ];
    for (const [body, error] of cases) {
      const res = await t.http().post('/api/register').set('X-Forwarded-For', t.newIp()).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error });
    }
    const malformed = await t
      .http()
      .post('/api/register')
      .set('Content-Type', 'application/json')
      .send('{"name":');
    expect(malformed.status).toBe(400);
  });

  it('refuses sign-ups with a clear error while the admin has switched registration off', async () => {
    await t.prisma.setting.create({ data: { group: 'general', key: 'registrationEnabled', value: false } });
    try {
      const res = await signUp('late@example.com');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: IDENTITY_MESSAGES.registrationDisabled });
      expect(await t.prisma.user.count({ where: { emailNormalized: 'late@example.com' } })).toBe(0);
    } finally {
      await t.prisma.setting.delete({
        where: { group_key: { group: 'general', key: 'registrationEnabled' } },
      });
    }
  });
});
