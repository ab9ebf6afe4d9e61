/** Injection token of the service's RateLimitOptions. */
export const RATE_LIMIT_OPTIONS = Symbol('RATE_LIMIT_OPTIONS');

/** The throttler every guarded route is counted under (`@Throttle({ ip: … })`): the client's address. */
export const CLIENT_ADDRESS_THROTTLER = 'ip';

/**
 * A limit: `limit` hits per `ttl` ms from one subject. Once over it the subject is refused for `blockDuration` ms
 * (at least the window; the window's length unless set), or, with `blockDuration: 0`, only until its window ends.
 */
export interface RateLimitRule {
  limit: number;
  ttl: number;
  blockDuration?: number;
}

export interface RateLimitOptions {
  /** Part of every Redis key, with the deployment's prefix: keeps the services' counters apart. */
  service: string;
  /**
   * RATE_LIMIT_PREFIX, else QUEUE_PREFIX: deployments and test runs sharing one Redis never share counters, while
   * the replicas of one deployment do.
   */
  env: { QUEUE_PREFIX: string; RATE_LIMIT_PREFIX?: string | undefined };
  /** The 429 answer's message, unless a caller of RateLimits.consume names another. */
  errorMessage: string;
  /** The per-address limit of a guarded route that names none; without it every guarded route must name one. */
  routeDefault?: RateLimitRule;
  /** Multiplies every per-address limit of RateLimitGuard (IP_LIMIT_MULTIPLIER); 1 unless set. */
  limitMultiplier?: number;
}

/** Where a service's counters live in Redis: `<deployment>:rate-limit:<service>`. */
export function rateLimitKeyPrefix(options: Pick<RateLimitOptions, 'service' | 'env'>): string {
  return `${options.env.RATE_LIMIT_PREFIX ?? options.env.QUEUE_PREFIX}:rate-limit:${options.service}`;
}
