import { describe, expect, it } from 'vitest';
import { unavailableDependency } from '../bootstrap/dependency-errors.js';
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
});
