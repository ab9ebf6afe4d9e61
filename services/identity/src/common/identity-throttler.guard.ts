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
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config.js';

/**
 * The per-IP limits of IP_LIMITS, multiplied by IP_LIMIT_MULTIPLIER (1 unless configured). A test stack sends
 * every journey from one address, which the production limits rightly stop; it raises them instead of faking
 * client addresses. Every identity controller uses this guard in place of ThrottlerGuard.
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

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    return super.handleRequest({ ...request, limit: request.limit * this.config.IP_LIMIT_MULTIPLIER });
  }
}
