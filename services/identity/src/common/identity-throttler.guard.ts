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
import { clientAddressKey } from '@pac/server-kit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config.js';

/**
 * The per-IP limits of IP_LIMITS, multiplied by IP_LIMIT_MULTIPLIER (1 unless configured). A test stack sends
 * every journey from one address, which the production limits rightly stop; it raises them instead of faking
 * client addresses. Every identity controller uses this guard in place of ThrottlerGuard. Clients are counted by
 * clientAddressKey: an IPv6 client by its /64, so rotating addresses within it buys no further tries.
 */
@Injectable()
export class IdentityThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override getTracker(req: Record<string, unknown>): Promise<string> {
    return Promise.resolve(clientAddressKey(typeof req.ip === 'string' ? req.ip : undefined));
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    return super.handleRequest({ ...request, limit: request.limit * this.config.IP_LIMIT_MULTIPLIER });
  }
}
