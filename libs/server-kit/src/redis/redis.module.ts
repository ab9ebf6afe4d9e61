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

/**
 * A client for request-time use: a command fails after one reconnect attempt instead of waiting forever, so a
 * Redis outage shows up as an error (and an unhealthy readiness) rather than a hung request.
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
  // Without a listener ioredis prints every failed reconnect; report only the first error after each success.
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn(`Redis connection problem: ${error.message}`);
  });
  client.on('ready', () => {
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
