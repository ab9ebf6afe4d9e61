import {
  HANDOVER_CHALLENGE_PARAM,
  HANDOVER_CHALLENGE_PATTERN,
  HANDOVER_CODE_PATTERN,
  HANDOVER_CODE_TTL_SECONDS,
  HANDOVER_MESSAGES,
  HANDOVER_PATHS,
  HANDOVER_STATE_COOKIE,
  HANDOVER_STATE_TTL_SECONDS,
  IDENTITY_MESSAGES,
  ROUTES,
  SESSION_COOKIE,
  SESSION_TOKEN_REQUEST_HEADER,
} from '@pac/contracts';
import { sha256Hex } from '@pac/server-kit';
import { testRedisUrl } from '@pac/server-kit/testing';
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_LIMITS } from '../common/rate-limits.js';
import { SITE, STRONG_PASSWORD, startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';
import { handoverKey, handoverStateKey } from './handover-codes.js';

/** The jti of a session token (its claims are readable by whoever holds it). */
const jtiOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

describe('calculator hand-over: one-time codes bound to the browser and the issuing session', () => {
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
  /** What the calculator's origin holds after the start: its state cookie, and the challenge sent to the site. */
  interface Browser {
    state: string;
    challenge: string;
    /** The Cookie header that browser sends to the calculator's origin. */
    cookie: string;
  }
  const setCookies = (res: { headers: Record<string, unknown> }): string[] =>
    ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []);
  /** The hand-over's first step, as the calculator's origin answers a browser sent there. */
  const start = async (): Promise<Browser> => {
    const res = await t.http().get(HANDOVER_PATHS.start).set('X-Forwarded-For', t.newIp());
    expect(res.status, res.text).toBe(303);
    const stateCookie = setCookies(res).find((line) => line.startsWith(`${HANDOVER_STATE_COOKIE}=`)) ?? '';
    const state = /^[^=]+=([^;]*)/.exec(stateCookie)?.[1] ?? '';
    const challenge = new URL(String(res.headers.location)).searchParams.get(HANDOVER_CHALLENGE_PARAM) ?? '';
    return { state, challenge, cookie: `${HANDOVER_STATE_COOKIE}=${state}` };
  };
  const issue = (token: string, challenge: unknown) =>
    t.http().post(HANDOVER_PATHS.issue).set('Authorization', `Bearer ${token}`).send({ challenge });
  /** A code for this session, made for `browser` (a new one unless given). */
  const newCode = async (token: string, browser?: Browser): Promise<{ code: string; browser: Browser }> => {
    const holder = browser ?? (await start());
    const res = await issue(token, holder.challenge);
    expect(res.status, res.text).toBe(200);
    return { code: res.body.code as string, browser: holder };
  };
  /**
   * As an API client would (asking for the token in the body); the calculator site itself never asks. `cookie`:
   * the state cookie the exchanging browser sends, if any.
   */
  const exchange = (code: unknown, cookie?: string, ip = t.newIp()) => {
    const req = t
      .http()
      .post(HANDOVER_PATHS.exchange)
      .set('X-Forwarded-For', ip)
      .set(SESSION_TOKEN_REQUEST_HEADER, 'true');
    return (cookie ? req.set('Cookie', cookie) : req).send({ code });
  };
  /** The whole hand-over for a signed-in session: the new session's token. */
  const handOver = async (token: string): Promise<string> => {
    const { code, browser } = await newCode(token);
    const res = await exchange(code, browser.cookie);
    expect(res.status, res.text).toBe(200);
    return res.body.token as string;
  };
  const profile = (token: string) =>
    t.http().get('/api/user/profile').set('Authorization', `Bearer ${token}`);
  const signOut = (token: string) => t.http().post('/api/logout').set('Authorization', `Bearer ${token}`);
  const sessionCount = () => t.prisma.session.count();

  it("starts on the calculator's origin: a one-time HttpOnly state cookie there, and its SHA-256 to the site", async () => {
    const res = await t.http().get(HANDOVER_PATHS.start).set('X-Forwarded-For', t.newIp());
    expect(res.status).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = setCookies(res).find((line) => line.startsWith(`${HANDOVER_STATE_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toContain(`Max-Age=${HANDOVER_STATE_TTL_SECONDS}`);
    expect(cookie).not.toMatch(/Domain=/i);
    const state = /^[^=]+=([^;]*)/.exec(cookie)?.[1] ?? '';
    expect(state).toMatch(HANDOVER_CODE_PATTERN);

    // The site's hand-over page, told only the challenge: the state never leaves the cookie.
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}${ROUTES.calculatorHandover}`);
    expect([...location.searchParams.keys()]).toEqual([HANDOVER_CHALLENGE_PARAM]);
    const challenge = location.searchParams.get(HANDOVER_CHALLENGE_PARAM) ?? '';
    expect(challenge).toMatch(HANDOVER_CHALLENGE_PATTERN);
    expect(challenge).toBe(createHash('sha256').update(state).digest('base64url'));
    expect(location.href).not.toContain(state);

    // Redis keeps the challenge for as long as the cookie lives, and nothing under the state itself.
    const ttl = await redis.ttl(handoverStateKey(challenge));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(HANDOVER_STATE_TTL_SECONDS);
    expect(await redis.keys(`*${state}*`)).toEqual([]);
  });

  it('answers a signed-in user (bearer or site cookie) with a 60-second code that is not the session token', async () => {
    const { token } = await signedIn();
    const { challenge } = await start();
    const byBearer = await issue(token, challenge);
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
      .set('Origin', SITE)
      .send({ challenge });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.code).not.toBe(byBearer.body.code);
  });

  it('makes no code without a well-formed challenge (400)', async () => {
    const { token } = await signedIn();
    for (const challenge of [undefined, '', 'short', 'A'.repeat(44), `${'A'.repeat(42)}=`, 42, null]) {
      const res = await issue(token, challenge);
      expect(res.status, String(challenge)).toBe(400);
      expect(res.body).toEqual({ success: false, error: HANDOVER_MESSAGES.malformed });
    }
  });

  it('stores only the SHA-256 of the code, with the user, for at most 60 seconds', async () => {
    const { token } = await signedIn();
    const userId = (await profile(token)).body.user.id as string;
    const { code, browser } = await newCode(token);
    const key = `identity:handover:${sha256Hex(code)}`;
    expect(handoverKey(code)).toBe(key);
    const stored = await redis.get(key);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ userId, challenge: browser.challenge });
    expect(stored).not.toContain(browser.state);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(token);
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(HANDOVER_CODE_TTL_SECONDS);
    // Nowhere in Redis under the plain code.
    expect(await redis.keys(`*${code}*`)).toEqual([]);
  });

  it('refuses anyone not signed in with 401', async () => {
    const { challenge } = await start();
    const anonymous = await t.http().post(HANDOVER_PATHS.issue).send({ challenge });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, error: IDENTITY_MESSAGES.signInRequired });
    const { token } = await signedIn();
    await signOut(token);
    const revoked = await issue(token, challenge);
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBeUndefined();
  });

  it('opens a session once and only once: the sign-in body and cookie, a new token that works', async () => {
    const { email, token } = await signedIn();
    const { code, browser } = await newCode(token);
    const first = await exchange(code, browser.cookie);
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
    const forSite = await newCode(token);
    const asSite = await t
      .http()
      .post(HANDOVER_PATHS.exchange)
      .set('X-Forwarded-For', t.newIp())
      .set('Cookie', forSite.browser.cookie)
      .send({ code: forSite.code });
    expect(asSite.status).toBe(200);
    expect(asSite.body.token).toBeUndefined();
    expect(String(asSite.headers['set-cookie'] ?? '')).toMatch(new RegExp(`${SESSION_COOKIE}=eyJ`));

    const again = await exchange(code, browser.cookie);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ success: false, error: HANDOVER_MESSAGES.expired });
    expect(setCookies(again).filter((line) => line.startsWith(`${SESSION_COOKIE}=`))).toEqual([]);
  });

  it('clears the state cookie with the exchange, whatever it answers', async () => {
    const { token } = await signedIn();
    const { code, browser } = await newCode(token);
    const cleared = (res: { headers: Record<string, unknown> }) =>
      setCookies(res).some(
        (line) => line.startsWith(`${HANDOVER_STATE_COOKIE}=;`) && /Expires=Thu, 01 Jan 1970/i.test(line),
      );
    const refused = await exchange('C'.repeat(43), browser.cookie);
    expect(refused.status).toBe(401);
    expect(cleared(refused)).toBe(true);
    const opened = await exchange(code, browser.cookie);
    expect(opened.status).toBe(200);
    expect(cleared(opened)).toBe(true);
  });

  it('refuses a code exchanged without its state cookie, and issues no session', async () => {
    const { token } = await signedIn();
    const { code, browser } = await newCode(token);
    const before = await sessionCount();
    const res = await exchange(code);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: HANDOVER_MESSAGES.otherBrowser });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    // The code is spent: a forged link is one try, even for the browser it was made for.
    const late = await exchange(code, browser.cookie);
    expect(late.status).toBe(401);
    expect(late.body.error).toBe(HANDOVER_MESSAGES.expired);
    expect(await sessionCount()).toBe(before);
  });

  it("refuses a code opened in another browser (that browser's own state): no login CSRF", async () => {
    // The attacker makes a code of their own account and sends the victim a link with it.
    const attacker = await signedIn();
    const { code } = await newCode(attacker.token);
    // The victim's browser holds a state of its own (or a stale one): it is not the one the code was made for.
    const victim = await start();
    const before = await sessionCount();
    const res = await exchange(code, victim.cookie);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: HANDOVER_MESSAGES.otherBrowser });
    expect(setCookies(res).filter((line) => line.startsWith(`${SESSION_COOKIE}=`))).toEqual([]);
    expect(await sessionCount()).toBe(before);
    // A state of the right shape made up by hand is no better.
    const madeUp = await newCode(attacker.token);
    const forged = await exchange(madeUp.code, `${HANDOVER_STATE_COOKIE}=${'S'.repeat(43)}`);
    expect(forged.status).toBe(401);
    expect(forged.body.error).toBe(HANDOVER_MESSAGES.otherBrowser);
    expect(await sessionCount()).toBe(before);
  });

  it('uses a state once: of two codes asked for with it, only the first exchanged opens a session', async () => {
    const { token } = await signedIn();
    const first = await newCode(token);
    const second = await newCode(token, first.browser);
    expect((await exchange(first.code, first.browser.cookie)).status).toBe(200);
    const again = await exchange(second.code, first.browser.cookie);
    expect(again.status).toBe(401);
    expect(again.body.error).toBe(HANDOVER_MESSAGES.expired);
  });

  it(`refuses a state older than ${HANDOVER_STATE_TTL_SECONDS} seconds (moved clock)`, async () => {
    const { token } = await signedIn();
    const browser = await start();
    t.clock.advance(HANDOVER_STATE_TTL_SECONDS * 1000 + 1_000);
    const { code } = await newCode(token, browser);
    const res = await exchange(code, browser.cookie);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(HANDOVER_MESSAGES.expired);
  });

  it('of two exchanges racing with one code, exactly one opens a session', async () => {
    const { token } = await signedIn();
    const { code, browser } = await newCode(token);
    const answers = await Promise.all([
      exchange(code, browser.cookie),
      exchange(code, browser.cookie),
      exchange(code, browser.cookie),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a code older than 60 seconds (moved clock)', async () => {
    const { token } = await signedIn();
    const { code, browser } = await newCode(token);
    t.clock.advance(HANDOVER_CODE_TTL_SECONDS * 1000 + 1_000);
    const res = await exchange(code, browser.cookie);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: HANDOVER_MESSAGES.expired });
    // Refused codes are spent too.
    expect(await redis.exists(handoverKey(code))).toBe(0);
  });

  it('refuses a code whose Redis entry has expired', async () => {
    const { token } = await signedIn();
    const { code, browser } = await newCode(token);
    await redis.pexpire(handoverKey(code), 1);
    await expect.poll(() => redis.exists(handoverKey(code))).toBe(0);
    const res = await exchange(code, browser.cookie);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(HANDOVER_MESSAGES.expired);
  });

  it('refuses unknown, malformed and wrong codes, and the session token itself', async () => {
    const { token } = await signedIn();
    const { code, browser } = await newCode(token);
    const unknown = await exchange('A'.repeat(43), browser.cookie);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, error: HANDOVER_MESSAGES.expired });
    // One character off is another code.
    const flipped = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect((await exchange(flipped, browser.cookie)).status).toBe(401);
    for (const malformed of [token, '', 'short', `${code}=`, `${code}A`, code.replace(/./, '+'), 42, null]) {
      const res = await exchange(malformed, browser.cookie);
      expect(res.status, String(malformed)).toBe(400);
      expect(res.body).toEqual({ success: false, error: HANDOVER_MESSAGES.malformed });
    }
    const noBody = await t.http().post(HANDOVER_PATHS.exchange).set('X-Forwarded-For', t.newIp());
    expect(noBody.status).toBe(400);
    // None of it spent the real code, nor the state.
    expect((await exchange(code, browser.cookie)).status).toBe(200);
  });

  it('a code is not a session: refused as bearer and as cookie', async () => {
    const { token } = await signedIn();
    const { code } = await newCode(token);
    expect((await profile(code)).status).toBe(401);
    const asCookie = await t.http().get('/api/auth/verify').set('Cookie', `${SESSION_COOKIE}=${code}`);
    expect(asCookie.status).toBe(401);
  });

  it('a code dies with the session that asked for it', async () => {
    const { token } = await signedIn();
    const { code, browser } = await newCode(token);
    await signOut(token);
    const res = await exchange(code, browser.cookie);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(HANDOVER_MESSAGES.expired);
  });

  it("a hand-over session answers 401 after the issuer's sign-out; the account's other sessions go on", async () => {
    const { email, token } = await signedIn();
    const other = (await t.signIn(email)).body.token as string;
    const handedOver = await handOver(token);
    // Checked once, so every service holds it as live in the session cache.
    expect((await profile(handedOver)).status).toBe(200);
    expect((await signOut(token)).status).toBe(200);
    const after = await profile(handedOver);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, error: IDENTITY_MESSAGES.sessionEnded });
    const verify = await t.http().get('/api/auth/verify').set('Cookie', `${SESSION_COOKIE}=${handedOver}`);
    expect(verify.status).toBe(401);
    // Only what came from the session that signed out.
    expect((await profile(other)).status).toBe(200);
    const row = await t.prisma.session.findFirstOrThrow({
      where: { tokenHash: sha256Hex(jtiOf(handedOver)) },
    });
    expect(row.revokedAt).not.toBeNull();
  });

  it('a hand-over session answers 401 after a password reset of the account', async () => {
    const { email, token } = await signedIn();
    const handedOver = await handOver(token);
    expect((await profile(handedOver)).status).toBe(200);
    await t.http().post('/api/forgot-password').set('X-Forwarded-For', t.newIp()).send({ email });
    const text = (await t.mailTo(email)).at(-1)!.data.text;
    const resetToken = new URL(/(http\S+\/reset-password\?token=\S+)/.exec(text)![1]!).searchParams.get(
      'token',
    );
    const reset = await t
      .http()
      .post('/api/reset-password')
      .set('X-Forwarded-For', t.newIp())
      .send({ token: resetToken, new_password: `${STRONG_PASSWORD}2` });
    expect(reset.status, reset.text).toBe(200);
    expect((await profile(handedOver)).status).toBe(401);
  });

  it("a hand-over made from a hand-over session hangs off the site session: the site's sign-out ends both", async () => {
    const { token } = await signedIn();
    const first = await handOver(token);
    const second = await handOver(first);
    expect((await profile(second)).status).toBe(200);
    await signOut(token);
    expect((await profile(first)).status).toBe(401);
    expect((await profile(second)).status).toBe(401);
    // And a code of an ended hand-over session opens nothing.
    const stale = await issue(first, (await start()).challenge);
    expect(stale.status).toBe(401);
  });

  it('whether an exchange ends before, during or after the sign-out of its issuer, no session made outlives it', async () => {
    let opened = 0;
    // The sign-out leaves later and later: from racing the exchanges to coming after them.
    for (const delayMs of [0, 0, 2, 5, 10, 20, 40, 80]) {
      const { token } = await signedIn();
      const pending = await Promise.all([newCode(token), newCode(token), newCode(token)]);
      const exchanges = Promise.all(pending.map(({ code, browser }) => exchange(code, browser.cookie)));
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await signOut(token);
      for (const res of await exchanges) {
        if (res.status !== 200) continue;
        opened += 1;
        expect((await profile(res.body.token as string)).status, `sign-out after ${delayMs} ms`).toBe(401);
      }
    }
    // Some exchanges got their session before the sign-out, which then had to end it.
    expect(opened).toBeGreaterThan(0);
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
    const { code, browser } = await newCode(token);
    const res = await exchange(code, browser.cookie);
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
      statuses.push((await exchange('B'.repeat(43), undefined, ip)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await exchange('B'.repeat(43))).status).toBe(401);
  });
});
