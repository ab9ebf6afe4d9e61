import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { RATE_LIMIT_OPTIONS, type RateLimitOptions, type RateLimitRule } from './rate-limit-options.js';

/**
 * Limits on subjects other than the client's address (an email address, an account, a recipient), counted in the
 * same storage as RateLimitGuard's per-address limits. `name` says what is limited and is part of the key.
 */
@Injectable()
export class RateLimits {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(RATE_LIMIT_OPTIONS) private readonly options: RateLimitOptions,
  ) {}

  /** Counts one use; false once the subject is over the limit, for callers that skip rather than refuse. */
  async allow(name: string, subject: string, rule: RateLimitRule): Promise<boolean> {
    return (await this.secondsToWait(name, subject, rule)) === 0;
  }

  /**
   * Counts one use; 0 while the subject is within the limit, else the seconds until it may try again (at least 1),
   * for callers that tell the client when (a Retry-After header, a message).
   */
  async secondsToWait(name: string, subject: string, rule: RateLimitRule): Promise<number> {
    const record = await this.storage.increment(
      subject,
      rule.ttl,
      rule.limit,
      rule.blockDuration ?? rule.ttl,
      name,
    );
    return record.isBlocked ? Math.max(1, record.timeToBlockExpire) : 0;
  }

  /** As `allow`, but refuses with 429 and `message` (the service's errorMessage unless given). */
  async consume(name: string, subject: string, rule: RateLimitRule, message?: string): Promise<void> {
    if (!(await this.allow(name, subject, rule))) {
      throw new HttpException(message ?? this.options.errorMessage, HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
