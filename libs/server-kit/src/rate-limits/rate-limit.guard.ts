import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { clientAddressKey } from '../http/client-address.js';
import { RATE_LIMIT_OPTIONS, type RateLimitOptions } from './rate-limit-options.js';

/**
 * The per-address limit of a route: `@UseGuards(RateLimitGuard)` on the controller and
 * `@Throttle({ ip: { limit, ttl } })` on the route or the controller (RateLimitModule's `routeDefault` otherwise).
 * Clients are counted by clientAddressKey: an IPv6 client by its /64, so rotating addresses within it buys no
 * further tries. Limits are multiplied by `limitMultiplier`: a test stack sends every journey from one address,
 * which the production limits rightly stop; it raises them instead of faking client addresses.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(RATE_LIMIT_OPTIONS) private readonly rateLimits: RateLimitOptions,
  ) {
    super(options, storage, reflector);
  }

  protected override getTracker(req: Record<string, unknown>): Promise<string> {
    return Promise.resolve(clientAddressKey(typeof req.ip === 'string' ? req.ip : undefined));
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const multiplier = this.rateLimits.limitMultiplier ?? 1;
    return super.handleRequest({ ...request, limit: request.limit * multiplier });
  }
}

/** Routes name their limit with it; re-exported so a service takes everything about rate limits from here. */
export { Throttle } from '@nestjs/throttler';
