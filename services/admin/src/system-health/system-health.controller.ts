import { Controller, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type SystemHealthData, ADMIN_ENDPOINTS } from '@pac/contracts';
import { AdminGuard, Route } from '@pac/server-kit';
import { SystemHealthService } from './system-health.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller()
@UseGuards(AdminGuard)
export class SystemHealthController {
  constructor(private readonly health: SystemHealthService) {}

  @Route(ADMIN_ENDPOINTS.systemHealth)
  async get(): Promise<{ success: true; data: SystemHealthData }> {
    return { success: true, data: await this.health.check() };
  }
}
