import { Module, type DynamicModule } from '@nestjs/common';
import { MailModule, ServiceCoreModule } from '@pac/server-kit';
import { ADMIN_CONFIG, type AdminConfig } from './config/admin.config.js';

/** Admin portal API: dashboard, users, revenue, usage, health, broadcasts, email logs, settings. Broadcasts are put on the mail queue for the email worker. */
@Module({})
export class AdminModule {
  static forRoot(config: AdminConfig): DynamicModule {
    return {
      module: AdminModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'admin',
          databaseUrl: config.DATABASE_URL,
          redisUrl: config.REDIS_URL,
        }),
        MailModule.forRoot(config.REDIS_URL, { prefix: config.QUEUE_PREFIX }),
      ],
      providers: [{ provide: ADMIN_CONFIG, useValue: config }],
      exports: [ADMIN_CONFIG],
    };
  }
}
