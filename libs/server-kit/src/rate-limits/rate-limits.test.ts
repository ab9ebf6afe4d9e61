import 'reflect-metadata';
import { Controller, Get, Module, Post, UseGuards, type INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../bootstrap/bootstrap-service.js';
import { closeRedisClient, createRedisClient, RedisModule } from '../redis/redis.module.js';
import { closedPort, testRedisUrl } from '../testing/index.js';
import { rateLimitKeyPrefix, type RateLimitOptions } from './rate-limit-options.js';
import { RateLimitGuard, Throttle } from './rate-limit.guard.js';
import { RateLimitModule } from './rate-limit.module.js';
import { RateLimits } from './rate-limits.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

const run = () => randomBytes(4).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RedisThrottlerStorage', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testRedisUrl());
  });
  afterAll(() => redis.quit());

  /** Hits on `key` until the first refusal (at most 20); how many were let through. */
  const allowedBefore = async (storage: RedisThrottlerStorage, key: string, limit: number) => {
    for (let hit = 1; hit <= 20; hit++) {
      if ((await storage.increment(key, 60_000, limit, 0, 'test')).isBlocked) return hit - 1;
    }
    return 20;
  };

  it('counts one subject across the replicas of a deployment, and apart for another deployment', async () => {
    const deployment = `deploy-${run()}`;
    const replicaA = new RedisThrottlerStorage(redis, `${deployment}:rate-limit:svc`);
    const replicaB = new RedisThrottlerStorage(redis, `${deployment}:rate-limit:svc`);
    const otherRun = new RedisThrottlerStorage(redis, `deploy-${run()}:rate-limit:svc`);
    for (let hit = 0; hit < 3; hit++) await replicaA.increment('subject', 60_000, 5, 0, 'test');
    expect(await allowedBefore(replicaB, 'subject', 5)).toBe(2);
    expect(await allowedBefore(otherRun, 'subject', 5)).toBe(5);
  });

  it('with no block, refuses only until the window ends; with a block, for the whole block', async () => {
    const storage = new RedisThrottlerStorage(redis, `deploy-${run()}:rate-limit:svc`);
    const windowMs = 600;
    for (let hit = 0; hit < 2; hit++) {
      expect((await storage.increment('window', windowMs, 2, 0, 'test')).isBlocked).toBe(false);
      expect((await storage.increment('block', windowMs, 2, 1_500, 'test')).isBlocked).toBe(false);
    }
    // Over the limit late in the window: refused, but only for what is left of it.
    await sleep(400);
    const refused = await storage.increment('window', windowMs, 2, 0, 'test');
    expect(refused).toMatchObject({ isBlocked: true, totalHits: 3 });
    expect(refused.timeToBlockExpire).toBeLessThanOrEqual(1);
    expect((await storage.increment('block', windowMs, 2, 1_500, 'test')).isBlocked).toBe(true);

    await sleep(300);
    expect((await storage.increment('window', windowMs, 2, 0, 'test')).isBlocked).toBe(false);
    expect((await storage.increment('block', windowMs, 2, 1_500, 'test')).isBlocked).toBe(true);
  });

  it('counts in this process while Redis is down: the same limit, per process', async () => {
    const down = createRedisClient(`redis://127.0.0.1:${await closedPort()}`, 'rate-limit-test');
    try {
      const storage = new RedisThrottlerStorage(down, 'unreachable:rate-limit:svc');
      const results = [];
      for (let hit = 0; hit < 4; hit++)
        results.push(await storage.increment('ip', 60_000, 3, 60_000, 'test'));
      expect(results.map((result) => result.isBlocked)).toEqual([false, false, false, true]);
      expect(results[3]?.timeToBlockExpire).toBe(60);
    } finally {
      await closeRedisClient(down);
    }
  });

  it('passes on an error that is not Redis being down', async () => {
    // A client whose every script answers a Redis error (the storage runs its script as a defined command).
    const broken = {
      defineCommand(this: Record<string, unknown>, name: string) {
        this[name] = () => Promise.reject(new Error('ERR syntax error'));
      },
    } as unknown as Redis;
    const storage = new RedisThrottlerStorage(broken, 'x');
    await expect(storage.increment('ip', 1_000, 1, 0, 'test')).rejects.toThrow('ERR syntax error');
  });
});

describe('rateLimitKeyPrefix', () => {
  it('is RATE_LIMIT_PREFIX when set, else QUEUE_PREFIX, then the service', () => {
    expect(rateLimitKeyPrefix({ service: 'content', env: { QUEUE_PREFIX: 'bull' } })).toBe(
      'bull:rate-limit:content',
    );
    expect(
      rateLimitKeyPrefix({ service: 'content', env: { QUEUE_PREFIX: 'bull', RATE_LIMIT_PREFIX: 'staging' } }),
    ).toBe('staging:rate-limit:content');
  });
});

const MESSAGE = 'Slow down, please.';

@Controller('limited')
@UseGuards(RateLimitGuard)
class LimitedController {
  constructor(private readonly limits: RateLimits) {}

  @Post('strict')
  @Throttle({ ip: { limit: 2, ttl: 60_000 } })
  strict() {
    return { ok: true };
  }

  @Post('default')
  byDefault() {
    return { ok: true };
  }

  @Post('account')
  @Throttle({ ip: { limit: 100, ttl: 60_000 } })
  async account() {
    await this.limits.consume('account', 'account-1', { limit: 1, ttl: 60_000 });
    return { ok: true };
  }
}

@Controller('unlimited')
@UseGuards(RateLimitGuard)
class NoLimitController {
  @Get()
  open() {
    return { ok: true };
  }
}

describe('RateLimitModule', () => {
  const apps: INestApplication[] = [];
  const start = async (options: Omit<RateLimitOptions, 'env' | 'service' | 'errorMessage'>) => {
    @Module({
      imports: [
        RedisModule.forRoot(testRedisUrl(), 'rate-limit-test'),
        RateLimitModule.forRoot({
          service: 'test',
          env: { QUEUE_PREFIX: `rate-limit-test-${run()}` },
          errorMessage: MESSAGE,
          ...options,
        }),
      ],
      controllers: [LimitedController, NoLimitController],
    })
    class TestModule {}
    const app = await createServiceApp(TestModule, { name: 'rate-limit-test', logLevel: false });
    await app.init();
    apps.push(app);
    return (method: 'get' | 'post', path: string, ip: string) =>
      request(app.getHttpServer())[method](path).set('X-Forwarded-For', ip);
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it("limits a route per client address with the route's limit and the service's message", async () => {
    const call = await start({ routeDefault: { limit: 3, ttl: 60_000 } });
    for (let i = 0; i < 2; i++)
      expect((await call('post', '/limited/strict', '203.0.113.1')).status).toBe(201);
    const refused = await call('post', '/limited/strict', '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: MESSAGE });
    expect(refused.headers['retry-after-ip']).toBe('60');
    expect((await call('post', '/limited/strict', '203.0.113.2')).status).toBe(201);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', async () => {
    const call = await start({ routeDefault: { limit: 3, ttl: 60_000 } });
    expect((await call('post', '/limited/strict', '2001:db8:1:2::a')).status).toBe(201);
    expect((await call('post', '/limited/strict', '2001:db8:1:2:ffff::b')).status).toBe(201);
    expect((await call('post', '/limited/strict', '2001:db8:1:2:1:2:3:4')).status).toBe(429);
    expect((await call('post', '/limited/strict', '2001:db8:1:3::a')).status).toBe(201);

    expect((await call('post', '/limited/strict', '198.51.100.9')).status).toBe(201);
    expect((await call('post', '/limited/strict', '::ffff:198.51.100.9')).status).toBe(201);
    expect((await call('post', '/limited/strict', '198.51.100.9')).status).toBe(429);
  });

  it("gives a route without a limit the service's default, and multiplies every limit", async () => {
    const call = await start({ routeDefault: { limit: 1, ttl: 60_000 }, limitMultiplier: 2 });
    expect((await call('post', '/limited/default', '203.0.113.3')).status).toBe(201);
    expect((await call('post', '/limited/default', '203.0.113.3')).status).toBe(201);
    expect((await call('post', '/limited/default', '203.0.113.3')).status).toBe(429);
    for (let i = 0; i < 4; i++)
      expect((await call('post', '/limited/strict', '203.0.113.4')).status).toBe(201);
    expect((await call('post', '/limited/strict', '203.0.113.4')).status).toBe(429);
  });

  it('refuses to serve a guarded route with no limit in a service without a default', async () => {
    const call = await start({});
    expect((await call('get', '/unlimited', '203.0.113.5')).status).toBe(500);
    expect((await call('post', '/limited/strict', '203.0.113.5')).status).toBe(201);
  });

  it('RateLimits counts another subject in the same storage, whatever the address', async () => {
    const call = await start({});
    expect((await call('post', '/limited/account', '203.0.113.6')).status).toBe(201);
    const refused = await call('post', '/limited/account', '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: MESSAGE });
  });
});
