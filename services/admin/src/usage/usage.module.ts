import { Module } from '@nestjs/common';
import { UsageStatisticsController } from './usage.controller.js';
import { UsageService } from './usage.service.js';

/**
 * GET /api/admin/usage and its daily trend, read from usage_events. Nothing here writes them: the analysis service
 * records each saved analysis and report download as it does the work (no client can report usage).
 */
@Module({
  controllers: [UsageStatisticsController],
  providers: [UsageService],
  exports: [UsageService],
})
export class UsageModule {}
