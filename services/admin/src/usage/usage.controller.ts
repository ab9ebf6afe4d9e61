import { Body, Controller, HttpCode, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  usageEventRequestSchema,
  type UsageAllowance,
  type UsageData,
  type UsageTrendData,
  ADMIN_ENDPOINTS,
  USAGE_TREND_DAYS,
} from '@pac/contracts';
import {
  AdminGuard,
  CurrentUser,
  SessionAuthGuard,
  ZodValidationPipe,
  type AuthenticatedUser,
  Route,
} from '@pac/server-kit';
import { type z } from 'zod';
import { UsageService } from './usage.service.js';

/** Reported by the calculator site with the user's token (the one handed over to it). */
@ApiTags('usage')
@ApiBearerAuth()
@Controller()
@UseGuards(SessionAuthGuard)
export class UsageIngestionController {
  constructor(private readonly usage: UsageService) {}

  /** {kind: 'calculation' | 'export'} → the user's allowance after counting it. */
  @Route(ADMIN_ENDPOINTS.usageEvent)
  @HttpCode(201)
  record(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(usageEventRequestSchema)) body: z.infer<typeof usageEventRequestSchema>,
  ): Promise<UsageAllowance> {
    return this.usage.record(user.id, body.kind);
  }

  @Route(ADMIN_ENDPOINTS.usageAllowance)
  allowance(@CurrentUser() user: AuthenticatedUser): Promise<UsageAllowance> {
    return this.usage.allowance(user.id);
  }
}

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
