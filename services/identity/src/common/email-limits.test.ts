import { HttpStatus } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';
import { OneTimeSecrets } from './one-time-secret.js';
import { EMAIL_LIMITS } from './rate-limits.js';

const MULTIPLIER = 2;

describe('per-email caps and EMAIL_LIMIT_MULTIPLIER', () => {
  let strict: IdentityHarness;
  let raised: IdentityHarness;

  beforeAll(async () => {
    [strict, raised] = await Promise.all([
      startIdentity(),
      startIdentity({ EMAIL_LIMIT_MULTIPLIER: String(MULTIPLIER) }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([strict?.stop(), raised?.stop()]);
  });

  /** How many reset mails go out to one account for `requests` forgot-password requests (each answers 200). */
  async function resetMailsFor(t: IdentityHarness, email: string, requests: number): Promise<number> {
    await t.register(email);
    for (let n = 0; n < requests; n++) {
      const res = await t
        .http()
        .post('/api/forgot-password')
        .set('X-Forwarded-For', t.newIp())
        .send({ email });
      expect(res.status).toBe(200);
    }
    return (await t.mailTo(email)).length;
  }

  /** How many code mails one address may have before the 429 (the cap the sign-in and resend steps check). */
  async function codeMailsAllowed(t: IdentityHarness, email: string): Promise<number> {
    const secrets = t.app.get(OneTimeSecrets);
    for (let allowed = 0; allowed <= 1000; allowed++) {
      try {
        await secrets.assertMayMail(email, 'codeEmails', 'Too many codes');
      } catch (error) {
        expect((error as { getStatus?: () => number }).getStatus?.()).toBe(HttpStatus.TOO_MANY_REQUESTS);
        return allowed;
      }
    }
    throw new Error('no cap reached');
  }

  it(`sends ${EMAIL_LIMITS.resetEmails.limit} reset mails an hour per account by default, times the multiplier when raised`, async () => {
    const cap = EMAIL_LIMITS.resetEmails.limit;
    expect(await resetMailsFor(strict, 'cap-strict@example.com', cap + 2)).toBe(cap);
    expect(await resetMailsFor(raised, 'cap-raised@example.com', cap * MULTIPLIER + 2)).toBe(
      cap * MULTIPLIER,
    );
  });

  it(`allows ${EMAIL_LIMITS.codeEmails.limit} code mails an hour per address by default, times the multiplier when raised`, async () => {
    expect(await codeMailsAllowed(strict, 'codes-strict@example.com')).toBe(EMAIL_LIMITS.codeEmails.limit);
    expect(await codeMailsAllowed(raised, 'codes-raised@example.com')).toBe(
      EMAIL_LIMITS.codeEmails.limit * MULTIPLIER,
    );
  });
});
