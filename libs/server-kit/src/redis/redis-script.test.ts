import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
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

  it('loads a script Redis does not hold yet (EVALSHA answers NOSCRIPT) and runs it', async () => {
    // A body no Redis has seen (a comment of its own), rather than SCRIPT FLUSH on a server other tests share.
    const unseen = redisScript('testUnseenScript', `return 1 -- ${randomUUID()}`, 0);
    expect(await unseen(redis)).toBe(1);
    expect(await unseen(redis)).toBe(1);
  });

  it('sends the SHA1 of a script Redis holds, not the script', async () => {
    await incrementBy(redis, key, 1);
    const sent: string[] = [];
    const send = redis.sendCommand.bind(redis);
    redis.sendCommand = ((...args: Parameters<Redis['sendCommand']>) => {
      sent.push(args[0].name);
      return send(...args);
    }) as Redis['sendCommand'];
    try {
      await incrementBy(redis, key, 1);
    } finally {
      redis.sendCommand = send;
    }
    expect(sent).toEqual(['evalsha']);
  });

  it('passes on a script error as a rejection', async () => {
    const broken = redisScript('testBrokenScript', "return redis.call('NOSUCHCOMMAND')", 0);
    await expect(broken(redis)).rejects.toThrow(/Unknown Redis command|unknown command/i);
  });
});
