import { Inject, Injectable } from '@nestjs/common';
import { tooManyRequests } from './rate-limits.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

export const THROTTLER_STORAGE = Symbol('THROTTLER_STORAGE');

/** Per-address limits on code and reset emails, in the same Redis storage as the per-IP limits. */
@Injectable()
export class EmailRateLimiter {
  constructor(@Inject(THROTTLER_STORAGE) private readonly storage: RedisThrottlerStorage) {}

  /** Counts one request; false once over the limit within the window. */
  async allow(
    name: string,
    emailNormalized: string,
    limit: { limit: number; ttl: number },
  ): Promise<boolean> {
    const record = await this.storage.increment(emailNormalized, limit.ttl, limit.limit, limit.ttl, name);
    return !record.isBlocked;
  }

  /** As `allow`, but refuses with 429 and the given message. */
  async consume(
    name: string,
    emailNormalized: string,
    limit: { limit: number; ttl: number },
    message: string,
  ) {
    if (!(await this.allow(name, emailNormalized, limit))) throw tooManyRequests(message);
  }
}
