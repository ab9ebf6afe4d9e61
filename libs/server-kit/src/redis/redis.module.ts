import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';

/** Injection token of the service's shared ioredis client (caches, rate limits, readiness). */
export const REDIS = Symbol('REDIS');

/** Thrown instead of queueing a command while the client has no connection (see createRedisClient). */
export class RedisUnavailableError extends Error {
  constructor(reason: string) {
    super(`Redis is not connected (${reason})`);
    this.name = 'RedisUnavailableError';
  }
}

const lastProblem = new WeakMap<Redis, string>();
/** Clients of createRedisClient whose first connection attempt has ended (from then on they fail fast). */
const failingFast = new WeakSet<Redis>();

/**
 * Why a client of createRedisClient cannot serve a command right now (its last connection error, or its state),
 * or null when it can, or may still: while the first connection is being made, commands wait for it.
 */
export function redisUnavailableReason(client: Redis): string | null {
  if (client.status === 'ready' || !failingFast.has(client)) return null;
  return lastProblem.get(client) ?? client.status;
}

/** Throws RedisUnavailableError at once when Redis is known to be down (for work that must not wait). */
export function assertRedisConnected(client: Redis): void {
  const reason = redisUnavailableReason(client);
  if (reason) throw new RedisUnavailableError(reason);
}

/**
 * A client for request-time use. Until its first connection attempt has ended, commands wait for it (start-up);
 * from then on a command issued while Redis is down fails at once instead of sitting in the offline queue until a
 * reconnect gives up, so callers fall back (caches, rate limits) or answer 503 without holding the request for
 * seconds. A command already sent when the connection drops fails after one reconnect attempt.
 */
export function createRedisClient(url: string, name: string, options: RedisOptions = {}): Redis {
  const logger = new Logger(`Redis:${name}`);
  const client = new Redis(url, {
    connectionName: name,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
    ...options,
  });
  const failFast = () => {
    if (options.enableOfflineQueue !== undefined) return;
    client.options.enableOfflineQueue = false;
    failingFast.add(client);
  };
  client.once('ready', failFast);
  // Without a listener ioredis prints every failed reconnect; report only the first error after each success.
  let reported = false;
  client.on('error', (error: Error) => {
    lastProblem.set(client, error.message);
    failFast();
    if (reported) return;
    reported = true;
    logger.warn(`Redis connection problem: ${error.message}`);
  });
  client.on('ready', () => {
    lastProblem.delete(client);
    if (reported) logger.log('Redis connection restored');
    reported = false;
  });
  return client;
}

/** Close politely when connected (QUIT waits for replies), otherwise just stop reconnecting. */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status === 'ready') {
    await client.quit().catch(() => client.disconnect());
  } else {
    client.disconnect();
  }
}

@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedisClient(this.redis);
  }
}

@Global()
@Module({})
export class RedisModule {
  static forRoot(redisUrl: string, clientName = 'service'): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        { provide: REDIS, useFactory: () => createRedisClient(redisUrl, clientName) },
        RedisShutdown,
      ],
      exports: [REDIS],
    };
  }
}
