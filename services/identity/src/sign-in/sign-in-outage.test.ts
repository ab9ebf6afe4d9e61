import { SIGN_IN_ATTEMPT_COOKIES } from '@pac/contracts';
import { closedPort } from '@pac/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';

/**
 * The sign-in steps read the account, the lock and the challenge at once; while PostgreSQL is down every one of
 * those reads fails, and each failure must reach the answer (503), none be left unobserved: an unhandled rejection
 * ends the process (a release did, behind the gateway's 502).
 */
describe('sign-in while PostgreSQL is down', () => {
  let t: IdentityHarness;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
    url.port = String(await closedPort());
    t = await startIdentity({ DATABASE_URL: url.toString() });
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await t?.stop();
  });

  it('answers 503 to the password step and the code step, and leaves no rejection unhandled', async () => {
    for (const [portal, cookie] of [
      ['', SIGN_IN_ATTEMPT_COOKIES.site],
      ['/admin', SIGN_IN_ATTEMPT_COOKIES.admin],
    ] as const) {
      const login = await t
        .http()
        .post(`/api${portal}/login`)
        .set('X-Forwarded-For', t.newIp())
        .send({ email: 'down@example.com', password: STRONG_PASSWORD });
      expect(login.status, `${portal} login`).toBe(503);
      const verify = await t
        .http()
        .post(`/api${portal}/2fa/verify`)
        .set('X-Forwarded-For', t.newIp())
        .set('Cookie', `${cookie}=an-attempt-the-database-cannot-look-up`)
        .send({ email: 'down@example.com', code: '123456' });
      expect(verify.status, `${portal} verify`).toBe(503);
    }
    // Give a stray rejection the turn it needs to be reported.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
  });
});
