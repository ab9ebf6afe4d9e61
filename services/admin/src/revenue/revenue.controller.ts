import { Controller, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { adminRevenueQuerySchema, type RevenueData, ADMIN_ENDPOINTS } from '@pac/contracts';
import { AdminGuard, ZodValidationPipe, Route } from '@pac/server-kit';
import { type z } from 'zod';
import { RevenueService } from './revenue.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller()
@UseGuards(AdminGuard)
export class RevenueController {
  constructor(private readonly revenue: RevenueService) {}

  /** ?period=7|30|90|365 (default 30). */
  @Route(ADMIN_ENDPOINTS.revenue)
  async get(
    @Query(new ZodValidationPipe(adminRevenueQuerySchema)) query: z.infer<typeof adminRevenueQuerySchema>,
  ): Promise<{ success: true; data: RevenueData }> {
    return { success: true, data: await this.revenue.revenue(query.period) };
  }
}
