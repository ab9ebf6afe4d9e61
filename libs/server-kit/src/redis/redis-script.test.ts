import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisScript } from './redis-script.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
const key = `test:redis-script:${process.pid}`;
const incrementBy = redisScript('testIncrementBy', "return redis.call('INCRBY', KEYS[1], ARGV[1])", 1);

afterAll(async () => {
  await redis.del(key);
  await redis.quit();
});

describe('redisScript', () => {
  it('runs the script with its keys and arguments', async () => {
    await redis.del(key);
    expect(await incrementBy(redis, key, 2)).toBe(2);
    expect(await incrementBy(redis, key, 3)).toBe(5);
  });

  it('still runs after Redis has forgotten its scripts (loads it again on NOSCRIPT)', async () => {
    await redis.script('FLUSH');
    expect(await incrementBy(redis, key, 1)).toBe(6);
  });

  it('passes on a script error as a rejection', async () => {
    const broken = redisScript('testBrokenScript', "return redis.call('NOSUCHCOMMAND')", 0);
    await expect(broken(redis)).rejects.toThrow(/Unknown Redis command|unknown command/i);
  });
});
