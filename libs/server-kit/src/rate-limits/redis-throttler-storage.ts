import { Logger } from '@nestjs/common';
import { type ThrottlerStorage } from '@nestjs/throttler';
import { type Redis } from 'ioredis';
import { unavailableDependency } from '../bootstrap/dependency-errors.js';
import { LocalRateWindows } from '../redis/local-rate-windows.js';
import { redisScript } from '../redis/redis-script.js';

/**
 * Hits within the window, and once over the limit a block (ARGV[3] ms; 0: refused only until the window ends), in
 * one atomic step shared by every replica.
 */
const INCREMENT_SCRIPT = `
local blockTtl = redis.call('PTTL', KEYS[2])
if blockTtl > 0 then
  return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]), 1, blockTtl}
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if hits > tonumber(ARGV[2]) then
  local block = tonumber(ARGV[3])
  if block == 0 then return {hits, ttl, 1, ttl} end
  redis.call('SET', KEYS[2], '1', 'PX', block)
  return {hits, ttl, 1, block}
end
return {hits, ttl, 0, 0}
`;
const incrementRateWindow = redisScript('pacRateWindowHit', INCREMENT_SCRIPT, 2);

export interface RateRecord {
  totalHits: number;
  /** Seconds until the window ends. */
  timeToExpire: number;
  isBlocked: boolean;
  /** Seconds until the block ends. */
  timeToBlockExpire: number;
}

/**
 * @nestjs/throttler's storage in Redis (fixed window, then a block), so limits hold across replicas; RateLimits
 * counts non-request subjects (an email, an account) in it too. A block lasts at least the window; a
 * `blockDurationMs` of 0 blocks nothing beyond it, so the subject is refused only until its window ends. While
 * Redis is down the same limits are counted in this process (LocalRateWindows): the endpoints stay open and brute
 * force stays bounded, per replica instead of overall.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimits');
  private readonly local = new LocalRateWindows();
  private countingLocally = false;

  /** `keyPrefix` separates deployments and test runs sharing one Redis (see RateLimitModule). */
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
    const block = blockDurationMs > 0 ? Math.max(blockDurationMs, ttlMs) : 0;
    try {
      const record = await this.incrementInRedis(key, ttlMs, limit, block, throttlerName);
      this.countingLocally = false;
      return record;
    } catch (error) {
      if (unavailableDependency(error) !== 'redis') throw error;
      if (!this.countingLocally) {
        this.countingLocally = true;
        this.logger.warn('Redis is down: rate limits are counted in this process until it is back');
      }
      const local = this.local.hit(`${throttlerName}:${key}`, ttlMs, limit, block);
      return {
        totalHits: local.hits,
        timeToExpire: Math.ceil(local.msLeft / 1000),
        isBlocked: local.blocked,
        timeToBlockExpire: local.blocked
          ? Math.ceil((block > 0 ? local.blockMsLeft : local.msLeft) / 1000)
          : 0,
      };
    }
  }

  private async incrementInRedis(
    key: string,
    ttlMs: number,
    limit: number,
    blockMs: number,
    throttlerName: string,
  ): Promise<RateRecord> {
    const base = `${this.keyPrefix}:${throttlerName}:${key}`;
    const [hits, ttl, blocked, blockTtl] = (await incrementRateWindow(
      this.redis,
      `${base}:hits`,
      `${base}:block`,
      String(ttlMs),
      String(limit),
      String(blockMs),
    )) as [number, number, number, number];
    return {
      totalHits: hits,
      timeToExpire: Math.max(0, Math.ceil(ttl / 1000)),
      isBlocked: blocked === 1,
      timeToBlockExpire: Math.max(0, Math.ceil(blockTtl / 1000)),
    };
  }
}
