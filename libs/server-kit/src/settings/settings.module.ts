import { Global, Logger, Module, type DynamicModule } from '@nestjs/common';
import { type PrismaClient } from '@pac/db';
import { type Redis } from 'ioredis';
import { PRISMA } from '../database/database.module.js';
import { REDIS } from '../redis/redis.module.js';
import { SettingsReader, settingsNamespaceFor } from './settings-reader.js';

/**
 * `SettingsReader` for injection in every service (part of ServiceCoreModule). Secrets are decrypted with the
 * environment's SETTINGS_ENCRYPTION_KEY, the same value the admin service encrypts with.
 */
@Global()
@Module({})
export class SettingsModule {
  static forRoot(databaseUrl: string): DynamicModule {
    const namespace = settingsNamespaceFor(databaseUrl);
    return {
      module: SettingsModule,
      providers: [
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
