import { Controller, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type UsageData, type UsageTrendData, ADMIN_ENDPOINTS, USAGE_TREND_DAYS } from '@pac/contracts';
import { AdminGuard, Route } from '@pac/server-kit';
import { UsageService } from './usage.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller()
@UseGuards(AdminGuard)
export class UsageStatisticsController {
  constructor(private readonly usage: UsageService) {}

  @Route(ADMIN_ENDPOINTS.usage)
  async statistics(): Promise<{ success: true; data: UsageData }> {
    return { success: true, data: await this.usage.statistics() };
  }

  @Route(ADMIN_ENDPOINTS.usageTrend)
  async trend(): Promise<{ success: true; data: UsageTrendData }> {
    return { success: true, data: await this.usage.trend(USAGE_TREND_DAYS) };
  }
}
