import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityConfigSchema } from '../config/identity.config.js';
import { STRONG_PASSWORD, startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';
import { IP_LIMITS, TOO_MANY_REQUESTS } from './rate-limits.js';

/** Registers `count` new accounts from one address and returns the statuses in order. */
async function signUpsFrom(t: IdentityHarness, ip: string, count: number, label: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < count; n++) {
    const res = await t
      .http()
      .post('/api/register')
      .set('X-Forwarded-For', ip)
      .send({ name: 'Limit Tester', email: `${label}${n}@example.com`, password: STRONG_PASSWORD });
    statuses.push(res.status);
  }
  return statuses;
}

describe('per-IP limits and IP_LIMIT_MULTIPLIER', () => {
  let strict: IdentityHarness;
  let raised: IdentityHarness;

  beforeAll(async () => {
    [strict, raised] = await Promise.all([startIdentity(), startIdentity({ IP_LIMIT_MULTIPLIER: '3' })]);
  });

  afterAll(async () => {
    await Promise.all([strict?.stop(), raised?.stop()]);
  });

  it(`refuses the sign-up after ${IP_LIMITS.register.limit} from one address by default`, async () => {
    const ip = strict.newIp();
    const statuses = await signUpsFrom(strict, ip, IP_LIMITS.register.limit + 1, 'strict');
    expect(statuses.slice(0, IP_LIMITS.register.limit).every((status) => status === 200)).toBe(true);
    const refused = await strict
      .http()
      .post('/api/register')
      .set('X-Forwarded-For', ip)
      .send({ name: 'Limit Tester', email: 'strict-last@example.com', password: STRONG_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: TOO_MANY_REQUESTS });
    // Another address is not affected.
    expect((await signUpsFrom(strict, strict.newIp(), 1, 'strict-other'))[0]).toBe(200);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4 address', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const statuses: number[] = [];
    for (let n = 0; n <= IP_LIMITS.register.limit; n++) {
      // Every request from another address of the same /64, as a client rotating its interface id would.
      statuses.push(...(await signUpsFrom(strict, `${network}::${(n + 1).toString(16)}`, 1, `six${n}-`)));
    }
    expect(statuses.slice(0, IP_LIMITS.register.limit).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await signUpsFrom(strict, `${network.replace(/:7$/, ':8')}::1`, 1, 'six-next'))[0]).toBe(200);

    const ipv4 = strict.newIp();
    await signUpsFrom(strict, ipv4, IP_LIMITS.register.limit, 'four');
    expect((await signUpsFrom(strict, `::ffff:${ipv4}`, 1, 'four-mapped'))[0]).toBe(429);
  });

  it('multiplies every per-IP limit when IP_LIMIT_MULTIPLIER is raised', async () => {
    const ip = raised.newIp();
    const statuses = await signUpsFrom(raised, ip, IP_LIMITS.register.limit + 2, 'raised');
    expect(statuses.every((status) => status === 200)).toBe(true);
    const login = await raised
      .http()
      .post('/api/login')
      .set('X-Forwarded-For', raised.newIp())
      .send({ email: 'raised0@example.com', password: 'Wrong!pass1' });
    expect(login.headers['x-ratelimit-limit-ip']).toBe(String(IP_LIMITS.signIn.limit * 3));
  });

  it.each(['IP_LIMIT_MULTIPLIER', 'EMAIL_LIMIT_MULTIPLIER'] as const)(
    'accepts only a whole-number %s from 1 to 1000, 1 when unset',
    (variable) => {
      const base = {
        DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/pac',
        REDIS_URL: 'redis://127.0.0.1:6379',
        JWT_SECRET: TEST_JWT_SECRET,
      };
      expect(identityConfigSchema.parse(base)[variable]).toBe(1);
      expect(identityConfigSchema.parse({ ...base, [variable]: '20' })[variable]).toBe(20);
      for (const [value, message] of [
        ['0', 'must be at least 1'],
        ['1001', 'must be at most 1000'],
        ['2.5', 'must be a whole number'],
        ['lots', 'must be a whole number'],
      ]) {
        const parsed = identityConfigSchema.safeParse({ ...base, [variable]: value });
        expect(parsed.error?.issues[0]?.message, value).toBe(message);
      }
    },
  );
});
