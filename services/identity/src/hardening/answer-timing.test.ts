import { hashPassword } from '@pac/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';

/** Tries per address kind and endpoint (issue 18 acceptance: 50). */
const TRIES = 50;
/** Requests in flight at once; each batch mixes both kinds, so load falls on both alike. */
const BATCH = 10;

/**
 * Issue 18's acceptance: the mean answer time of register, login and forgot-password for an address with an account
 * and one without differ by less than 20 %, over 50 tries each. The per-IP limits are raised (IP_LIMIT_MULTIPLIER)
 * instead of waiting, and every try uses its own address, so no per-address lock or mail limit kicks in.
 */
describe('answer times do not tell whether an address has an account', () => {
  let t: IdentityHarness;
  let existing: string[];

  beforeAll(async () => {
    t = await startIdentity({ IP_LIMIT_MULTIPLIER: '1000' });
    const passwordHash = await hashPassword(STRONG_PASSWORD);
    existing = Array.from({ length: TRIES }, (_, n) => `timing-known-${n}@example.com`);
    await t.prisma.user.createMany({
      data: existing.map((email) => ({
        fullName: 'Known Person',
        email,
        emailNormalized: email,
        passwordHash,
        emailVerifiedAt: new Date(),
      })),
    });
  }, 60_000);
  afterAll(() => t?.stop());

  const timed = async (send: () => Promise<{ status: number }>): Promise<number> => {
    const started = performance.now();
    await send();
    return performance.now() - started;
  };

  async function compare(send: (email: string, n: number) => Promise<{ status: number }>) {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let start = 0; start < TRIES; start += BATCH / 2) {
      const round = Array.from({ length: BATCH / 2 }, (_, i) => start + i);
      const times = await Promise.all(
        round.flatMap((n) => [
          timed(() => send(existing[n]!, n)).then((ms) => known.push(ms)),
          timed(() => send(`timing-nobody-${n}-${Math.random()}@example.com`, n)).then((ms) =>
            unknown.push(ms),
          ),
        ]),
      );
      expect(times).toHaveLength(BATCH);
    }
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const [a, b] = [mean(known), mean(unknown)];
    return { known: a, unknown: b, difference: Math.abs(a - b) / Math.min(a, b) };
  }

  it('register', async () => {
    const result = await compare((email, n) =>
      t
        .http()
        .post('/api/register')
        .set('X-Forwarded-For', `203.0.113.${n + 1}`)
        .send({ name: 'Timing Tester', email, password: 'Another!Pass7' }),
    );
    expect(result.difference, JSON.stringify(result)).toBeLessThan(0.2);
  }, 60_000);

  it('login with a wrong password', async () => {
    const result = await compare((email, n) =>
      t
        .http()
        .post('/api/login')
        .set('X-Forwarded-For', `198.51.100.${n + 1}`)
        .send({ email, password: 'Wrong!pass1' }),
    );
    expect(result.difference, JSON.stringify(result)).toBeLessThan(0.2);
  }, 60_000);

  it('forgot-password', async () => {
    const result = await compare((email, n) =>
      t
        .http()
        .post('/api/forgot-password')
        .set('X-Forwarded-For', `192.0.2.${n + 1}`)
        .send({ email }),
    );
    expect(result.difference, JSON.stringify(result)).toBeLessThan(0.2);
  }, 60_000);
});
