import { IDENTITY_MESSAGES, SESSION_COOKIE, SESSION_TOKEN_REQUEST_HEADER } from '@pac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';

describe('POST /api/register', () => {
  let t: IdentityHarness;
  beforeAll(async () => {
    t = await startIdentity();
  });
  afterAll(() => t?.stop());

  it('creates the account, signs it in with a cookie and a bearer token, and records the sign-up', async () => {
    const res = await t
      .http()
      .post('/api/register')
      // As an API client: the token comes in the body only when asked (browsers keep only the cookie).
      .set(SESSION_TOKEN_REQUEST_HEADER, 'true')
      .send({ name: '  Rita Host ', email: 'Rita.Host@Example.com', password: 'longenough' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      user: {
        full_name: 'Rita Host',
        email: 'Rita.Host@Example.com',
        plan: 'free',
        plan_status: 'active',
        role: 'user',
      },
    });
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toContain(`${SESSION_COOKIE}=${res.body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const profile = await t.http().get('/api/user/profile').set('Authorization', `Bearer ${res.body.token}`);
    expect(profile.body.user.email).toBe('Rita.Host@Example.com');
    const user = await t.prisma.user.findUniqueOrThrow({
      where: { emailNormalized: 'rita.host@example.com' },
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const audit = await t.prisma.auditEvent.findMany({
      where: { kind: 'user.registered', actorId: user.id },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.description).toContain('Rita Host');
  });

  it('refuses an email that exists in any letter case with 409', async () => {
    await t.register('dup@example.com');
    for (const email of ['dup@example.com', 'DUP@Example.COM', ' Dup@example.com ']) {
      const res = await t
        .http()
        .post('/api/register')
        .send({ name: 'Other', email, password: STRONG_PASSWORD });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, error: IDENTITY_MESSAGES.emailTaken });
    }
    expect(await t.prisma.user.count({ where: { emailNormalized: 'dup@example.com' } })).toBe(1);
  });

  it('answers bad input with 400 and the spec message, never 500', async () => {
    const cases: [object, string][] = [
      [{ name: '', email: 'a@example.com', password: STRONG_PASSWORD }, IDENTITY_MESSAGES.fullNameRequired],
      [{ name: 'A', email: '', password: STRONG_PASSWORD }, IDENTITY_MESSAGES.emailRequired],
      [{ name: 'A', email: 'not-an-email', password: STRONG_PASSWORD }, IDENTITY_MESSAGES.validEmailRequired],
      [{ name: 'A', email: 'a@example.com', password: 'short' }, IDENTITY_MESSAGES.passwordTooShort],
      [{ name: 'A', email: 'a@example.com', password: 12345678 }, IDENTITY_MESSAGES.passwordTooShort],
    ];
    for (const [body, error] of cases) {
      const res = await t.http().post('/api/register').send(body);
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
      const res = await t
        .http()
        .post('/api/register')
        .send({ name: 'Late', email: 'late@example.com', password: STRONG_PASSWORD });
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
