import { Controller, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type DashboardData, ADMIN_ENDPOINTS } from '@pac/contracts';
import { AdminGuard, Route } from '@pac/server-kit';
import { DashboardService } from './dashboard.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller()
@UseGuards(AdminGuard)
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Route(ADMIN_ENDPOINTS.dashboard)
  async get(): Promise<{ success: true; data: DashboardData }> {
    return { success: true, data: await this.dashboard.dashboard() };
  }
}
