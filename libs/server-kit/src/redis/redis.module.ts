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
import { dependencyTimeoutsFrom } from '../config/env-schemas.js';

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
/** Clients dropping a connection that stopped answering; ioredis says 'ready' until the socket has closed. */
const droppedForSilence = new WeakSet<Redis>();

/**
 * Why a client of createRedisClient cannot serve a command right now (its last connection error, or its state),
 * or null when it can, or may still: while the first connection is being made, commands wait for it.
 */
export function redisUnavailableReason(client: Redis): string | null {
  if (!failingFast.has(client)) return null;
  if (client.status === 'ready' && !droppedForSilence.has(client)) return null;
  return lastProblem.get(client) ?? client.status;
}

/** Throws RedisUnavailableError at once when Redis is known to be down (for work that must not wait). */
export function assertRedisConnected(client: Redis): void {
  const reason = redisUnavailableReason(client);
  if (reason) throw new RedisUnavailableError(reason);
}

/** ioredis's rejection of a command that got no answer within `commandTimeout`. */
const COMMAND_TIMED_OUT = 'Command timed out';

/**
 * A client for request-time use. Until its first connection attempt has ended, commands wait for it (start-up);
 * from then on a command issued while Redis is down fails at once instead of sitting in the offline queue until a
 * reconnect gives up, so callers fall back (caches, rate limits) or answer 503 without holding the request for
 * seconds. A command already sent when the connection drops fails after one reconnect attempt.
 *
 * A Redis that accepts connections but never answers (hung, black-holed) is caught by `commandTimeout`
 * (REDIS_COMMAND_TIMEOUT_MS): the first command to time out drops the connection, so the client stops being ready
 * and the next commands fail at once like above, while it reconnects (its ready check times out the same way until
 * Redis answers again).
 */
export function createRedisClient(url: string, name: string, options: RedisOptions = {}): Redis {
  const logger = new Logger(`Redis:${name}`);
  const timeouts = dependencyTimeoutsFrom();
  const client = new Redis(url, {
    connectionName: name,
    connectTimeout: timeouts.REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: timeouts.REDIS_COMMAND_TIMEOUT_MS,
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
  let reported = false;
  // ioredis keeps a connection whose commands time out (it has no event for it): drop it, so the client leaves
  // 'ready' and later commands fail fast instead of each waiting out the timeout on the same silent socket.
  const sendCommand = client.sendCommand.bind(client);
  // A command is sent again after a reconnect (maxRetriesPerRequest) with its promise already settled: watch each once.
  const watched = new WeakSet<object>();
  client.sendCommand = ((...args: Parameters<Redis['sendCommand']>) => {
    const reply = sendCommand(...args) as Promise<unknown>;
    if (watched.has(args[0])) return reply;
    watched.add(args[0]);
    reply.catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== COMMAND_TIMED_OUT || client.status !== 'ready')
        return;
      lastProblem.set(client, `no answer within ${client.options.commandTimeout} ms`);
      failFast();
      droppedForSilence.add(client);
      logger.warn(`Redis did not answer within ${client.options.commandTimeout} ms; reconnecting`);
      reported = true;
      client.disconnect(true);
    });
    return reply;
  }) as Redis['sendCommand'];
  // Without a listener ioredis prints every failed reconnect; report only the first error after each success.
  client.on('error', (error: Error) => {
    lastProblem.set(
      client,
      error.message === COMMAND_TIMED_OUT
        ? `no answer within ${client.options.commandTimeout} ms`
        : error.message,
    );
    failFast();
    if (reported) return;
    reported = true;
    logger.warn(`Redis connection problem: ${error.message}`);
  });
  client.on('ready', () => {
    lastProblem.delete(client);
    droppedForSilence.delete(client);
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
