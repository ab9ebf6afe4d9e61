import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { adminRevenueQuerySchema, type RevenueData } from '@pac/contracts';
import { AdminGuard, ZodValidationPipe } from '@pac/server-kit';
import { type z } from 'zod';
import { RevenueService } from './revenue.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/revenue')
@UseGuards(AdminGuard)
export class RevenueController {
  constructor(private readonly revenue: RevenueService) {}

  /** ?period=7|30|90|365 (default 30). */
  @Get()
  async get(
    @Query(new ZodValidationPipe(adminRevenueQuerySchema)) query: z.infer<typeof adminRevenueQuerySchema>,
  ): Promise<{ success: true; data: RevenueData }> {
    return { success: true, data: await this.revenue.revenue(query.period) };
  }
}
