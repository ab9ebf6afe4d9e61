import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { TOO_MANY_REQUESTS_MESSAGE } from '@pac/contracts';
import { Redis } from 'ioredis';
import { unavailableDependency } from '../bootstrap/dependency-errors.js';
import { LocalRateWindows } from './local-rate-windows.js';
import { REDIS } from './redis.module.js';

export interface RateLimitRule {
  /** What is being limited, part of the Redis key (`contact`, `newsletter`, `calculate`). */
  scope: string;
  /** Requests allowed per window from one subject (an IP address, an account). */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter per subject (an IP address, an account) kept in Redis, so every replica of a service counts
 * the same requests. While Redis is down each process counts on its own (LocalRateWindows), so public endpoints
 * stay open and limited. Provide it in the feature module that limits something.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger('RateLimits');
  private readonly local = new LocalRateWindows();
  private countingLocally = false;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one request; throws 429 with a readable message once the subject is over the limit. */
  async consume(rule: RateLimitRule, subject: string | undefined): Promise<void> {
    const key = `rate-limit:${rule.scope}:${subject ?? 'unknown'}`;
    if ((await this.count(key, rule)) > rule.limit) {
      throw new HttpException(TOO_MANY_REQUESTS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /** Counts one use and says whether the subject is still within the limit, for callers that skip rather than refuse. */
  async allow(rule: RateLimitRule, subject: string): Promise<boolean> {
    return (await this.count(`rate-limit:${rule.scope}:${subject}`, rule)) <= rule.limit;
  }

  private async count(key: string, rule: RateLimitRule): Promise<number> {
    try {
      // INCR and EXPIRE NX in one round trip: the window starts with the first request and is never extended.
      const results = await this.redis.multi().incr(key).expire(key, rule.windowSeconds, 'NX').exec();
      this.countingLocally = false;
      return Number(results?.[0]?.[1] ?? 0);
    } catch (error) {
      if (unavailableDependency(error) !== 'redis') throw error;
      if (!this.countingLocally) {
        this.countingLocally = true;
        this.logger.warn('Redis is down: rate limits are counted in this process until it is back');
      }
      return this.local.hit(key, rule.windowSeconds * 1000, rule.limit).hits;
    }
  }
}
