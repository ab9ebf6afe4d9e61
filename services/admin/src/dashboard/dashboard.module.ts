import { Module } from '@nestjs/common';
import { SystemHealthModule } from '../system-health/system-health.module.js';
import { UsageModule } from '../usage/usage.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** GET /api/admin/dashboard: headline figures, recent activity, and the usage and health summaries. */
@Module({
  imports: [UsageModule, SystemHealthModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
