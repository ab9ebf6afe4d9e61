import {
  HANDOVER_CODE_PATTERN,
  HANDOVER_CODE_TTL_SECONDS,
  HANDOVER_MESSAGES,
  HANDOVER_PATHS,
  IDENTITY_MESSAGES,
  SESSION_COOKIE,
  SESSION_TOKEN_REQUEST_HEADER,
} from '@pac/contracts';
import { sha256Hex } from '@pac/server-kit';
import { testRedisUrl } from '@pac/server-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_LIMITS } from '../common/rate-limits.js';
import { SITE, startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';
import { handoverKey } from './handover-codes.js';

describe('calculator hand-over: one-time codes', () => {
  let t: IdentityHarness;
  let redis: Redis;

  beforeAll(async () => {
    t = await startIdentity();
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.stop();
  });

  let accounts = 0;
  /** A new account, signed in with password and emailed code; its session token. */
  const signedIn = async (): Promise<{ email: string; token: string }> => {
    const email = `handover-${++accounts}@example.com`;
    await t.register(email);
    const res = await t.signIn(email);
    return { email, token: res.body.token as string };
  };
  const issue = (token: string) =>
    t.http().post(HANDOVER_PATHS.issue).set('Authorization', `Bearer ${token}`).send({});
  const newCode = async (token: string): Promise<string> => {
    const res = await issue(token);
    expect(res.status, res.text).toBe(200);
    return res.body.code as string;
  };
  /** As an API client would (asking for the token in the body); the calculator site itself never asks. */
  const exchange = (code: unknown, ip = t.newIp()) =>
    t
      .http()
      .post(HANDOVER_PATHS.exchange)
      .set('X-Forwarded-For', ip)
      .set(SESSION_TOKEN_REQUEST_HEADER, 'true')
      .send({ code });
  const profile = (token: string) =>
    t.http().get('/api/user/profile').set('Authorization', `Bearer ${token}`);

  it('answers a signed-in user (bearer or site cookie) with a 60-second code that is not the session token', async () => {
    const { token } = await signedIn();
    const byBearer = await issue(token);
    expect(byBearer.status).toBe(200);
    expect(byBearer.body).toEqual({
      success: true,
      code: expect.stringMatching(HANDOVER_CODE_PATTERN),
      expiresInSeconds: HANDOVER_CODE_TTL_SECONDS,
    });
    expect(byBearer.body.code).not.toBe(token);
    expect(token).not.toContain(byBearer.body.code);

    const byCookie = await t
      .http()
      .post(HANDOVER_PATHS.issue)
      .set('Cookie', `${SESSION_COOKIE}=${token}`)
      .set('Origin', SITE);
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.code).not.toBe(byBearer.body.code);
  });

  it('stores only the SHA-256 of the code, with the user, for at most 60 seconds', async () => {
    const { token } = await signedIn();
    const userId = (await profile(token)).body.user.id as string;
    const code = await newCode(token);
    const key = `identity:handover:${sha256Hex(code)}`;
    expect(handoverKey(code)).toBe(key);
    const stored = await redis.get(key);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ userId });
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(token);
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(HANDOVER_CODE_TTL_SECONDS);
    // Nowhere in Redis under the plain code.
    expect(await redis.keys(`*${code}*`)).toEqual([]);
  });

  it('refuses anyone not signed in with 401', async () => {
    const anonymous = await t.http().post(HANDOVER_PATHS.issue).send({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, error: IDENTITY_MESSAGES.signInRequired });
    const { token } = await signedIn();
    await t.http().post('/api/logout').set('Authorization', `Bearer ${token}`);
    const revoked = await issue(token);
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBeUndefined();
  });

  it('opens a session once and only once: the sign-in body and cookie, a new token that works', async () => {
    const { email, token } = await signedIn();
    const code = await newCode(token);
    const first = await exchange(code);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      user: { email, full_name: 'Test User', plan: 'free', role: 'user' },
      token: expect.any(String),
    });
    const opened = first.body.token as string;
    expect(opened).not.toBe(token);
    const cookie = String(first.headers['set-cookie'] ?? '');
    expect(cookie).toContain(`${SESSION_COOKIE}=${opened}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await profile(opened)).body.user.email).toBe(email);

    // The calculator site exchanges without asking for the token: it gets the cookie only.
    const asSite = await t
      .http()
      .post(HANDOVER_PATHS.exchange)
      .set('X-Forwarded-For', t.newIp())
      .send({ code: await newCode(token) });
    expect(asSite.status).toBe(200);
    expect(asSite.body.token).toBeUndefined();
    expect(String(asSite.headers['set-cookie'] ?? '')).toMatch(new RegExp(`${SESSION_COOKIE}=eyJ`));

    const again = await exchange(code);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ success: false, error: HANDOVER_MESSAGES.expired });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('of two exchanges racing with one code, exactly one opens a session', async () => {
    const { token } = await signedIn();
    const code = await newCode(token);
    const answers = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a code older than 60 seconds (moved clock)', async () => {
    const { token } = await signedIn();
    const code = await newCode(token);
    t.clock.advance(HANDOVER_CODE_TTL_SECONDS * 1000 + 1_000);
    const res = await exchange(code);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: HANDOVER_MESSAGES.expired });
    // Refused codes are spent too.
    expect(await redis.exists(handoverKey(code))).toBe(0);
  });

  it('refuses a code whose Redis entry has expired', async () => {
    const { token } = await signedIn();
    const code = await newCode(token);
    await redis.pexpire(handoverKey(code), 1);
    await expect.poll(() => redis.exists(handoverKey(code))).toBe(0);
    const res = await exchange(code);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(HANDOVER_MESSAGES.expired);
  });

  it('refuses unknown, malformed and wrong codes, and the session token itself', async () => {
    const { token } = await signedIn();
    const code = await newCode(token);
    const unknown = await exchange('A'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, error: HANDOVER_MESSAGES.expired });
    // One character off is another code.
    const flipped = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect((await exchange(flipped)).status).toBe(401);
    for (const malformed of [token, '', 'short', `${code}=`, `${code}A`, code.replace(/./, '+'), 42, null]) {
      const res = await exchange(malformed);
      expect(res.status, String(malformed)).toBe(400);
      expect(res.body).toEqual({ success: false, error: HANDOVER_MESSAGES.malformed });
    }
    const noBody = await t.http().post(HANDOVER_PATHS.exchange).set('X-Forwarded-For', t.newIp());
    expect(noBody.status).toBe(400);
    // None of it spent the real code.
    expect((await exchange(code)).status).toBe(200);
  });

  it('a code is not a session: refused as bearer and as cookie', async () => {
    const { token } = await signedIn();
    const code = await newCode(token);
    expect((await profile(code)).status).toBe(401);
    const asCookie = await t.http().get('/api/auth/verify').set('Cookie', `${SESSION_COOKIE}=${code}`);
    expect(asCookie.status).toBe(401);
  });

  it('a code dies with the session that asked for it', async () => {
    const { token } = await signedIn();
    const code = await newCode(token);
    await t.http().post('/api/logout').set('Authorization', `Bearer ${token}`);
    const res = await exchange(code);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(HANDOVER_MESSAGES.expired);
  });

  it('the new session ends no later than the one that asked for the code', async () => {
    const { email, token } = await signedIn();
    const user = await t.prisma.user.findUniqueOrThrow({ where: { emailNormalized: email } });
    // Its sessions so far (sign-up and sign-in) end in two hours instead of the setting's 72.
    const shortened = new Date(Date.now() + 2 * 3_600_000);
    const before = await t.prisma.session.updateMany({
      where: { userId: user.id },
      data: { expiresAt: shortened },
    });
    const res = await exchange(await newCode(token));
    expect(res.status).toBe(200);
    const sessions = await t.prisma.session.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(sessions).toHaveLength(before.count + 1);
    expect(sessions.at(-1)!.expiresAt.getTime()).toBeLessThanOrEqual(shortened.getTime());
    expect(sessions.at(-1)!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it(`limits exchanges per address (${IP_LIMITS.handoverExchange.limit} per 5 minutes)`, async () => {
    const ip = t.newIp();
    const statuses: number[] = [];
    for (let n = 0; n <= IP_LIMITS.handoverExchange.limit; n++) {
      statuses.push((await exchange('B'.repeat(43), ip)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await exchange('B'.repeat(43))).status).toBe(401);
  });
});
