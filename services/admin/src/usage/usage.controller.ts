import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { usageEventRequestSchema, type UsageAllowance, type UsageData } from '@pac/contracts';
import {
  AdminGuard,
  CurrentUser,
  SessionAuthGuard,
  ZodValidationPipe,
  type AuthenticatedUser,
} from '@pac/server-kit';
import { type z } from 'zod';
import { UsageService } from './usage.service.js';

/** Reported by the calculator site with the user's token (the one handed over to it). */
@ApiTags('usage')
@ApiBearerAuth()
@Controller('api/usage')
@UseGuards(SessionAuthGuard)
export class UsageIngestionController {
  constructor(private readonly usage: UsageService) {}

  /** {kind: 'calculation' | 'export'} → the user's allowance after counting it. */
  @Post('events')
  @HttpCode(201)
  record(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(usageEventRequestSchema)) body: z.infer<typeof usageEventRequestSchema>,
  ): Promise<UsageAllowance> {
    return this.usage.record(user.id, body.kind);
  }

  @Get('allowance')
  allowance(@CurrentUser() user: AuthenticatedUser): Promise<UsageAllowance> {
    return this.usage.allowance(user.id);
  }
}

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/usage')
@UseGuards(AdminGuard)
export class UsageStatisticsController {
  constructor(private readonly usage: UsageService) {}

  @Get()
  async statistics(): Promise<{ success: true; data: UsageData }> {
    return { success: true, data: await this.usage.statistics() };
  }
}
