import { describe, expect, it } from 'vitest';
import { unavailableDependency } from '../bootstrap/dependency-errors.js';
import { HungDependencyProxy } from '../testing/hung-dependency.js';
import { closedPort, testRedisUrl } from '../testing/index.js';
import {
  RedisUnavailableError,
  assertRedisConnected,
  closeRedisClient,
  createRedisClient,
  redisUnavailableReason,
} from './redis.module.js';

describe('createRedisClient', () => {
  it('serves commands and reports no problem while Redis answers', async () => {
    const client = createRedisClient(testRedisUrl(), 'redis-client-test');
    try {
      expect(await client.ping()).toBe('PONG');
      expect(redisUnavailableReason(client)).toBeNull();
      expect(() => assertRedisConnected(client)).not.toThrow();
    } finally {
      await closeRedisClient(client);
    }
  });

  it('fails a command at once with a Redis-down error once Redis was found unreachable, and names why', async () => {
    const client = createRedisClient(`redis://127.0.0.1:${await closedPort()}`, 'redis-client-test');
    try {
      // The first command waits for the first connection attempt (start-up), then fails.
      await expect(client.get('k')).rejects.toThrow();
      const error = await client.get('k').catch((caught: unknown) => caught);
      expect(unavailableDependency(error)).toBe('redis');
      expect(redisUnavailableReason(client)).toMatch(/ECONNREFUSED|connect|reconnecting/);
      expect(() => assertRedisConnected(client)).toThrow(RedisUnavailableError);
    } finally {
      await closeRedisClient(client);
    }
  });

  it('fails fast with a Redis-down error while Redis accepts connections but never answers, and recovers', async () => {
    const target = new URL(testRedisUrl());
    const proxy = await HungDependencyProxy.start({
      host: target.hostname,
      port: Number(target.port || 6379),
    });
    const client = createRedisClient(proxy.urlFor(testRedisUrl()), 'redis-client-test', {
      commandTimeout: 300,
    });
    const timed = async (work: Promise<unknown>) => {
      const started = Date.now();
      const error = await work.then(
        () => null,
        (caught: unknown) => caught,
      );
      return { error, ms: Date.now() - started };
    };
    try {
      expect(await client.ping()).toBe('PONG');
      proxy.hang();
      // The first command waits out commandTimeout; the client then drops the silent connection …
      const first = await timed(client.get('k'));
      expect(unavailableDependency(first.error)).toBe('redis');
      expect(first.ms).toBeLessThan(300 + 1_000);
      // … so the next ones fail at once, and readiness can say why without holding a request.
      const next = await timed(client.get('k'));
      expect(unavailableDependency(next.error)).toBe('redis');
      expect(next.ms).toBeLessThan(100);
      expect(redisUnavailableReason(client)).toMatch(/no answer within 300 ms|Command timed out|connect/);
      expect(() => assertRedisConnected(client)).toThrow(RedisUnavailableError);
    } finally {
      proxy.pass();
    }
    await expect.poll(() => client.ping().catch(() => 'down'), { timeout: 10_000 }).toBe('PONG');
    expect(redisUnavailableReason(client)).toBeNull();
    await closeRedisClient(client);
    await proxy.stop();
  });
});
