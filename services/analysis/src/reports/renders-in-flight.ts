import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS, rateLimitKeyPrefix, unavailableDependency } from '@pac/server-kit';
import { redisScript } from '@pac/server-kit/redis-script';
import { type Redis } from 'ioredis';
import { ANALYSIS_CONFIG, reportPoolSettingsOf, type AnalysisConfig } from '../config/analysis.config.js';

/** Renders one user may have in hand at once, across every replica. */
export const RENDERS_IN_FLIGHT_PER_USER = 2;

/**
 * How long past its deadline a render's hold outlives it: a process that dies mid-render never lets go, so its
 * holds expire by themselves instead of locking the user out.
 */
const LEASE_GRACE_MS = 5_000;

/**
 * Takes a place among the user's renders: expired leases are dropped, then a place is taken if fewer than the limit
 * are held (0), else the answer is the milliseconds until the oldest lease ends. Redis's clock, so replicas agree.
 */
const TAKE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) - now)
`;
const takeRenderPlace = redisScript('pacTakeRenderPlace', TAKE_SCRIPT, 1);

/** A place held, to be let go when the render has ended (whatever its outcome). */
export interface RenderPlace {
  release(): Promise<void>;
}

/** Refused: the user already has the limit in hand; `retryAfterSeconds` until one of them must have ended. */
export interface RenderRefusal {
  retryAfterSeconds: number;
}

/**
 * At most RENDERS_IN_FLIGHT_PER_USER renders per user, counted in Redis (a sorted set of leases per user) so the
 * limit holds across replicas. While Redis is down they are counted in this process, as the rate limits are.
 */
@Injectable()
export class RendersInFlight {
  private readonly logger = new Logger('RendersInFlight');
  private readonly keyPrefix: string;
  private readonly deadlineMs: number;
  private readonly local = new Map<string, Set<string>>();
  private countingLocally = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ANALYSIS_CONFIG) config: AnalysisConfig,
  ) {
    this.keyPrefix = `${rateLimitKeyPrefix({ service: 'analysis', env: config })}:renders-in-flight`;
    this.deadlineMs = reportPoolSettingsOf(config).deadlineMs;
  }

  async take(userId: string): Promise<RenderPlace | RenderRefusal> {
    const key = `${this.keyPrefix}:${userId}`;
    const id = randomUUID();
    const leaseMs = this.deadlineMs + LEASE_GRACE_MS;
    try {
      const waitMs = Number(await takeRenderPlace(this.redis, key, RENDERS_IN_FLIGHT_PER_USER, leaseMs, id));
      this.countingLocally = false;
      if (waitMs > 0) {
        // The oldest render ends by its deadline, before its lease does.
        return { retryAfterSeconds: Math.max(1, Math.ceil((waitMs - LEASE_GRACE_MS) / 1000)) };
      }
      return {
        release: async () => {
          await this.redis.zrem(key, id).catch(() => undefined);
        },
      };
    } catch (error) {
      if (unavailableDependency(error) !== 'redis') throw error;
      return this.takeLocally(userId, id);
    }
  }

  private takeLocally(userId: string, id: string): RenderPlace | RenderRefusal {
    if (!this.countingLocally) {
      this.countingLocally = true;
      this.logger.warn('Redis is down: renders in flight are counted in this process until it is back');
    }
    const held = this.local.get(userId) ?? new Set<string>();
    if (held.size >= RENDERS_IN_FLIGHT_PER_USER) {
      return { retryAfterSeconds: Math.ceil(this.deadlineMs / 1000) };
    }
    held.add(id);
    this.local.set(userId, held);
    return {
      release: () => {
        held.delete(id);
        if (held.size === 0) this.local.delete(userId);
        return Promise.resolve();
      },
    };
  }
}
