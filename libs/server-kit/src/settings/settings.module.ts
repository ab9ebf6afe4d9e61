import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { type PrismaClient } from '@pac/db';
import { type Redis } from 'ioredis';
import { PRISMA } from '../database/database.module.js';
import { closeRedisClient, createRedisClient, REDIS } from '../redis/redis.module.js';
import { SettingsReader, settingsNamespaceFor } from './settings-reader.js';
import { SettingsSaveListener } from './settings-saves.js';

/**
 * The connection that hears other processes' settings saves (a subscribed connection serves nothing else). Nest
 * makes every provider of the module at start-up, so the listener runs without the reader depending on it: readers
 * ask the process-wide registry in settings-saves.ts whether saves are heard.
 */
const SETTINGS_SAVES_CONNECTION = Symbol('SETTINGS_SAVES_CONNECTION');

@Injectable()
class SettingsSavesShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(SETTINGS_SAVES_CONNECTION)
    private readonly saves: { listener: SettingsSaveListener; connection: Redis },
  ) {}

  async onApplicationShutdown(): Promise<void> {
    this.saves.listener.stop();
    await closeRedisClient(this.saves.connection);
  }
}

/**
 * `SettingsReader` for injection in every service (part of ServiceCoreModule). Secrets are decrypted with the
 * environment's SETTINGS_ENCRYPTION_KEY, the same value the admin service encrypts with. The reader answers repeated
 * reads from memory while its own connection hears every process's saves (SettingsSaveListener).
 */
@Global()
@Module({})
export class SettingsModule {
  static forRoot(databaseUrl: string, redisUrl: string): DynamicModule {
    const namespace = settingsNamespaceFor(databaseUrl);
    return {
      module: SettingsModule,
      providers: [
        {
          provide: SETTINGS_SAVES_CONNECTION,
          useFactory: () => {
            const connection = createRedisClient(redisUrl, 'settings-saves', { autoResubscribe: false });
            return { connection, listener: new SettingsSaveListener(connection, namespace) };
          },
        },
        SettingsSavesShutdown,
        {
          provide: SettingsReader,
          inject: [PRISMA, REDIS],
          useFactory: (prisma: PrismaClient, redis: Redis) =>
            new SettingsReader(
              prisma,
              redis,
              process.env.SETTINGS_ENCRYPTION_KEY,
              namespace,
              new Logger('SettingsReader'),
            ),
        },
      ],
      exports: [SettingsReader],
    };
  }
}
