import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { TOO_MANY_REQUESTS_MESSAGE } from '@pac/contracts';
import { REDIS } from '@pac/server-kit';
import { Redis } from 'ioredis';

export interface RateLimitRule {
  /** What is being limited, part of the Redis key (`contact`, `newsletter`). */
  scope: string;
  /** Requests allowed per window from one IP address. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter per IP address kept in Redis, so every replica of the service counts the same requests.
 * The newsletter feature uses it too; it lives here because the contact form was its first user.
 */
@Injectable()
export class PerIpRateLimit {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one request; throws 429 with a readable message once the address is over the limit. */
  async consume(rule: RateLimitRule, ip: string | undefined): Promise<void> {
    const key = `content:rate-limit:${rule.scope}:${ip ?? 'unknown'}`;
    // INCR and EXPIRE NX in one round trip: the window starts with the first request and is never extended.
    const results = await this.redis.multi().incr(key).expire(key, rule.windowSeconds, 'NX').exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count > rule.limit) {
      throw new HttpException(TOO_MANY_REQUESTS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
