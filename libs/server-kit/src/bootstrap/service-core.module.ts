import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { HealthModule } from '../health/health.module.js';
import { RedisModule } from '../redis/redis.module.js';
import { SettingsModule } from '../settings/settings.module.js';

export interface ServiceCoreOptions {
  service: string;
  databaseUrl: string;
  redisUrl: string;
}

/** What every domain service imports first: Prisma (PRISMA), Redis (REDIS), the health endpoints and
 * the admin settings (SettingsReader). */
@Module({})
export class ServiceCoreModule {
  static forRoot(options: ServiceCoreOptions): DynamicModule {
    return {
      module: ServiceCoreModule,
      imports: [
        DatabaseModule.forRoot(options.databaseUrl),
        RedisModule.forRoot(options.redisUrl, options.service),
        HealthModule.forService(options.service),
        SettingsModule.forRoot(options.databaseUrl, options.redisUrl),
      ],
    };
  }
}
