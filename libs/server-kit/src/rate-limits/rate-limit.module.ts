import { Global, Module, type DynamicModule, type ExecutionContext } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { type Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';
import {
  CLIENT_ADDRESS_THROTTLER,
  RATE_LIMIT_OPTIONS,
  rateLimitKeyPrefix,
  type RateLimitOptions,
} from './rate-limit-options.js';
import { RateLimits } from './rate-limits.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

/** A guarded route without a limit of its own, in a service without a default: a wiring mistake, said at once. */
const noRouteLimit = (context: ExecutionContext): number => {
  throw new Error(
    `${context.getClass().name}.${context.getHandler().name} uses RateLimitGuard without @Throttle({ ip: … })`,
  );
};

/**
 * The service's rate limits: @nestjs/throttler over one Redis storage shared by every replica (RateLimitGuard per
 * client address, RateLimits per any other subject). Needs REDIS (ServiceCoreModule); import once, in the root module.
 */
@Global()
@Module({})
export class RateLimitModule {
  static forRoot(options: RateLimitOptions): DynamicModule {
    return {
      module: RateLimitModule,
      imports: [
        ThrottlerModule.forRootAsync({
          inject: [REDIS],
          useFactory: (redis: Redis) => ({
            throttlers: [
              {
                name: CLIENT_ADDRESS_THROTTLER,
                limit: options.routeDefault?.limit ?? noRouteLimit,
                ttl: options.routeDefault?.ttl ?? noRouteLimit,
                ...(options.routeDefault?.blockDuration === undefined
                  ? {}
                  : { blockDuration: options.routeDefault.blockDuration }),
              },
            ],
            storage: new RedisThrottlerStorage(redis, rateLimitKeyPrefix(options)),
            errorMessage: options.errorMessage,
          }),
        }),
      ],
      providers: [{ provide: RATE_LIMIT_OPTIONS, useValue: options }, RateLimits],
      exports: [RATE_LIMIT_OPTIONS, RateLimits],
    };
  }
}
