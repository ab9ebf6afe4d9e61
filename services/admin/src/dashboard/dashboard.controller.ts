import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type DashboardData } from '@pac/contracts';
import { AdminGuard } from '@pac/server-kit';
import { DashboardService } from './dashboard.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/dashboard')
@UseGuards(AdminGuard)
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  async get(): Promise<{ success: true; data: DashboardData }> {
    return { success: true, data: await this.dashboard.dashboard() };
  }
}
