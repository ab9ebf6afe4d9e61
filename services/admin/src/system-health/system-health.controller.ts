import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type SystemHealthData } from '@pac/contracts';
import { AdminGuard } from '@pac/server-kit';
import { SystemHealthService } from './system-health.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/health')
@UseGuards(AdminGuard)
export class SystemHealthController {
  constructor(private readonly health: SystemHealthService) {}

  @Get()
  async get(): Promise<{ success: true; data: SystemHealthData }> {
    return { success: true, data: await this.health.check() };
  }
}
