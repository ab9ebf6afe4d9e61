import {
  ADMIN_STEP_UP_COOKIE,
  ADMIN_STEP_UP_COOKIE_PATH,
  ADMIN_STEP_UP_PATHS,
  ADMIN_STEP_UP_PROOF_MINUTES,
  SESSION_TOKEN_REQUEST_HEADER,
  STEP_UP_TEXTS,
  TWO_FACTOR_MAX_ATTEMPTS,
} from '@pac/contracts';
import { SessionRegistry, verifyStepUpProof } from '@pac/server-kit';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE, startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';

/** Issue 18: a fresh emailed code, bound to the admin portal session, before the SMTP host or webhook secret changes. */
describe('admin step-up: an emailed code of this admin session opens a short proof', () => {
  let t: IdentityHarness;
  beforeAll(async () => {
    t = await startIdentity();
  });
  afterAll(() => t?.stop());

  /** An admin with an admin portal session (what the admin sign-in opens); returns its bearer and ids. */
  const admin = async (email: string) => {
    await t.register(email);
    const user = await t.prisma.user.update({ where: { emailNormalized: email }, data: { role: 'admin' } });
    const session = await t.app
      .get(SessionRegistry)
      .open({ userId: user.id, role: 'admin', ttlHours: 1, portal: 'admin' });
    return { userId: user.id, sessionId: session.sessionId, auth: `Bearer ${session.token}` };
  };
  const send = (auth: string, ip = t.newIp()) =>
    t.http().post(ADMIN_STEP_UP_PATHS.sendCode).set('X-Forwarded-For', ip).set('Authorization', auth);
  const verify = (auth: string, code: string, ip = t.newIp()) =>
    t
      .http()
      .post(ADMIN_STEP_UP_PATHS.verify)
      .set('X-Forwarded-For', ip)
      .set('Authorization', auth)
      .set(SESSION_TOKEN_REQUEST_HEADER, 'true')
      .send({ code });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('needs an admin portal session: none is 401, a site session (even an admin account) is refused', async () => {
    expect((await t.http().post(ADMIN_STEP_UP_PATHS.sendCode)).status).toBe(401);
    expect((await t.http().post(ADMIN_STEP_UP_PATHS.verify).send({ code: '123456' })).status).toBe(401);
    const site = await t.register('site-only@example.com');
    await t.prisma.user.update({
      where: { emailNormalized: 'site-only@example.com' },
      data: { role: 'admin' },
    });
    expect((await send(`Bearer ${site}`)).status).toBe(403);
  });

  it(`20 parallel wrong codes compare at most ${TWO_FACTOR_MAX_ATTEMPTS}, then the right code opens nothing`, async () => {
    const a = await admin('parallel-step-up@example.com');
    expect((await send(a.auth)).status).toBe(200);
    const code = await t.lastCode('parallel-step-up@example.com');
    const ip = t.newIp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(a.auth, wrong(code), ip)));
    const challenge = await t.prisma.twoFactorChallenge.findFirstOrThrow({
      where: { userId: a.userId, purpose: 'admin-step-up' },
    });
    expect(challenge.attempts).toBe(TWO_FACTOR_MAX_ATTEMPTS);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(TWO_FACTOR_MAX_ATTEMPTS - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - TWO_FACTOR_MAX_ATTEMPTS + 1);
    const right = await verify(a.auth, code, ip);
    expect(right.status).toBe(429);
    expect(right.body.error).toBe(STEP_UP_TEXTS.exhausted);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('a right code gives a proof for this admin and session alone, good for 5 minutes, in a settings-scoped cookie', async () => {
    const a = await admin('proof-step-up@example.com');
    const sent = await send(a.auth);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: STEP_UP_TEXTS.codeSent });
    // Within the cooldown no second code is sent.
    expect((await send(a.auth)).status).toBe(429);
    const code = await t.lastCode('proof-step-up@example.com');
    // Another session of the same admin cannot use this session's code.
    const other = await t.app
      .get(SessionRegistry)
      .open({ userId: a.userId, role: 'admin', ttlHours: 1, portal: 'admin' });
    expect((await verify(`Bearer ${other.token}`, code)).status).toBe(401);

    const res = await verify(a.auth, code);
    expect(res.status).toBe(200);
    const proof = res.body.proof as string;
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith(`${ADMIN_STEP_UP_COOKIE}=`),
    );
    expect(cookie).toContain(`${ADMIN_STEP_UP_COOKIE}=${proof}`);
    expect(cookie).toContain(`Path=${ADMIN_STEP_UP_COOKIE_PATH}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(verifyStepUpProof(TEST_JWT_SECRET, proof, a)).toBe(true);
    expect(verifyStepUpProof(TEST_JWT_SECRET, proof, { ...a, sessionId: other.sessionId })).toBe(false);
    // Expired: refused once its 5 minutes are over.
    const later = new Date(Date.now() + (ADMIN_STEP_UP_PROOF_MINUTES * 60 + 5) * 1000);
    expect(verifyStepUpProof(TEST_JWT_SECRET, proof, a, later)).toBe(false);
    // Single use: the same code again opens nothing.
    expect((await verify(a.auth, code)).status).toBe(401);
    // Never a session: the proof as a bearer is refused.
    expect((await send(`Bearer ${proof}`)).status).toBe(401);
    expect(
      await t.prisma.auditEvent.count({ where: { kind: 'admin.step_up_verified', actorId: a.userId } }),
    ).toBe(1);
  });

  it('refuses a cookie-authenticated step-up from a foreign Origin', async () => {
    const a = await admin('origin-step-up@example.com');
    const token = a.auth.slice('Bearer '.length);
    const res = await t
      .http()
      .post(ADMIN_STEP_UP_PATHS.sendCode)
      .set('Cookie', `pac_admin_session=${token}`)
      .set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    const same = await t
      .http()
      .post(ADMIN_STEP_UP_PATHS.sendCode)
      .set('Cookie', `pac_admin_session=${token}`)
      .set('Origin', SITE);
    expect(same.status).toBe(200);
  });
});
