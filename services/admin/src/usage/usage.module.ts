import { Module } from '@nestjs/common';
import { UsageIngestionController, UsageStatisticsController } from './usage.controller.js';
import { UsageService } from './usage.service.js';

/** /api/usage (the calculator site's events and allowance, user sessions) and GET /api/admin/usage. */
@Module({
  controllers: [UsageStatisticsController, UsageIngestionController],
  providers: [UsageService],
  exports: [UsageService],
})
export class UsageModule {}
