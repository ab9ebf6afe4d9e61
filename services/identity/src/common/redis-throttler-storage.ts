import { Logger } from '@nestjs/common';
import { type ThrottlerStorage } from '@nestjs/throttler';
import { LocalRateWindows, unavailableDependency } from '@pac/server-kit';
import { type Redis } from 'ioredis';

/** Hits within the window, and a block once over the limit, in one atomic step shared by every replica. */
const INCREMENT_SCRIPT = `
local blockTtl = redis.call('PTTL', KEYS[2])
if blockTtl > 0 then
  return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]), 1, blockTtl}
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return {hits, ttl, 1, tonumber(ARGV[3])}
end
return {hits, ttl, 0, 0}
`;

export interface RateRecord {
  totalHits: number;
  /** Seconds until the window ends. */
  timeToExpire: number;
  isBlocked: boolean;
  /** Seconds until the block ends. */
  timeToBlockExpire: number;
}

/**
 * @nestjs/throttler's storage in Redis (fixed window + block), so per-IP limits hold across replicas; also used
 * directly for per-email limits on code and reset requests. While Redis is down the same limits are counted in this
 * process (LocalRateWindows): sign-in stays open and brute force stays bounded, per replica instead of overall.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimits');
  private readonly local = new LocalRateWindows();
  private countingLocally = false;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async increment(
    key: string,
    ttlMs: number,
    limit: number,
    blockDurationMs: number,
    throttlerName: string,
  ): Promise<RateRecord> {
    try {
      const record = await this.incrementInRedis(key, ttlMs, limit, blockDurationMs, throttlerName);
      this.countingLocally = false;
      return record;
    } catch (error) {
      if (unavailableDependency(error) !== 'redis') throw error;
      if (!this.countingLocally) {
        this.countingLocally = true;
        this.logger.warn('Redis is down: rate limits are counted in this process until it is back');
      }
      const local = this.local.hit(`${throttlerName}:${key}`, ttlMs, limit, Math.max(blockDurationMs, ttlMs));
      return {
        totalHits: local.hits,
        timeToExpire: Math.ceil(local.msLeft / 1000),
        isBlocked: local.blocked,
        timeToBlockExpire: Math.ceil(local.blockMsLeft / 1000),
      };
    }
  }

  private async incrementInRedis(
    key: string,
    ttlMs: number,
    limit: number,
    blockDurationMs: number,
    throttlerName: string,
  ): Promise<RateRecord> {
    const base = `${this.keyPrefix}:${throttlerName}:${key}`;
    const block = Math.max(blockDurationMs, ttlMs);
    const [hits, ttl, blocked, blockTtl] = (await this.redis.eval(
      INCREMENT_SCRIPT,
      2,
      `${base}:hits`,
      `${base}:block`,
      String(ttlMs),
      String(limit),
      String(block),
    )) as [number, number, number, number];
    return {
      totalHits: hits,
      timeToExpire: Math.max(0, Math.ceil(ttl / 1000)),
      isBlocked: blocked === 1,
      timeToBlockExpire: Math.max(0, Math.ceil(blockTtl / 1000)),
    };
  }
}
