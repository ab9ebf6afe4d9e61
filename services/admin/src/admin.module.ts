import { Module, type DynamicModule } from '@nestjs/common';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '@pac/contracts';
import { AuthModule, MailModule, ServiceCoreModule, allowedOriginsFrom } from '@pac/server-kit';
import { BroadcastsController } from './broadcasts/broadcasts.controller.js';
import { BroadcastsService } from './broadcasts/broadcasts.service.js';
import { EmailUnsubscribeController } from './broadcasts/email-unsubscribe.controller.js';
import { CLOCK, systemClock, type Clock } from './common/clock.js';
import { ADMIN_CONFIG, type AdminConfig } from './config/admin.config.js';
import { AdminProfileController } from './profile/admin-profile.controller.js';
import { DashboardController } from './dashboard/dashboard.controller.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { EmailLogsController } from './email-logs/email-logs.controller.js';
import { RevenueController } from './revenue/revenue.controller.js';
import { RevenueService } from './revenue/revenue.service.js';
import { SettingsController, SiteStatusController } from './settings/settings.controller.js';
import { SettingsService } from './settings/settings.service.js';
import { SystemHealthController } from './system-health/system-health.controller.js';
import { SystemHealthService } from './system-health/system-health.service.js';
import { UsageIngestionController, UsageStatisticsController } from './usage/usage.controller.js';
import { UsageService } from './usage/usage.service.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';

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
      ],
      controllers: [
        AdminProfileController,
        DashboardController,
        UsersController,
        RevenueController,
        UsageStatisticsController,
        UsageIngestionController,
        SystemHealthController,
        SettingsController,
        SiteStatusController,
        EmailLogsController,
        BroadcastsController,
        EmailUnsubscribeController,
      ],
      providers: [
        { provide: ADMIN_CONFIG, useValue: config },
        { provide: CLOCK, useValue: options.clock ?? systemClock },
        DashboardService,
        UsersService,
        RevenueService,
        UsageService,
        SystemHealthService,
        SettingsService,
        BroadcastsService,
      ],
      exports: [ADMIN_CONFIG],
    };
  }
}
