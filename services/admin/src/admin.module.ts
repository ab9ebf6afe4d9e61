import { Module, type DynamicModule } from '@nestjs/common';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '@pac/contracts';
import { AuthModule, MailModule, ServiceCoreModule, allowedOriginsFrom } from '@pac/server-kit';
import { BroadcastsModule } from './broadcasts/broadcasts.module.js';
import { CLOCK, systemClock, type Clock } from './common/clock.js';
import { ADMIN_CONFIG, type AdminConfig } from './config/admin.config.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { EmailLogsModule } from './email-logs/email-logs.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { RevenueModule } from './revenue/revenue.module.js';
import { SiteSettingsModule } from './settings/site-settings.module.js';
import { SystemHealthModule } from './system-health/system-health.module.js';
import { UsageModule } from './usage/usage.module.js';
import { UsersModule } from './users/users.module.js';

export interface AdminModuleOptions {
  /** Time source of the figures (tests fix it so known answers hold). */
  clock?: Clock;
}

/**
 * Admin portal API (every /api/admin/* route here requires an admin portal session; signing in is identity's), the usage ingestion the
 * calculator site reports to (/api/usage, user sessions) and the public site status (/api/site-status).
 */
@Module({})
export class AdminModule {
  static forRoot(config: AdminConfig, options: AdminModuleOptions = {}): DynamicModule {
    return {
      module: AdminModule,
      // Its configuration and clock are read by every domain module.
      global: true,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'admin',
          databaseUrl: config.DATABASE_URL,
          redisUrl: config.REDIS_URL,
        }),
        MailModule.forRoot(config.REDIS_URL, {
          prefix: config.QUEUE_PREFIX,
          serverSecret: config.JWT_SECRET,
        }),
        AuthModule.forRoot({
          jwtSecret: config.JWT_SECRET,
          allowedOrigins: allowedOriginsFrom(config),
          // The admin portal's cookie first; a user's site cookie is verified too (the usage ingestion takes it),
          // and AdminGuard refuses it with 403.
          cookieNames: [ADMIN_SESSION_COOKIE, SESSION_COOKIE],
        }),
        ProfileModule,
        DashboardModule,
        UsersModule,
        RevenueModule,
        UsageModule,
        SystemHealthModule,
        SiteSettingsModule,
        EmailLogsModule,
        BroadcastsModule,
      ],
      providers: [
        { provide: ADMIN_CONFIG, useValue: config },
        { provide: CLOCK, useValue: options.clock ?? systemClock },
      ],
      exports: [ADMIN_CONFIG, CLOCK],
    };
  }
}
