import { Module } from '@nestjs/common';
import { SystemHealthController } from './system-health.controller.js';
import { SystemHealthService } from './system-health.service.js';

/** GET /api/admin/health: database, Redis, mail queue and SMTP as the admin sees them. */
@Module({
  controllers: [SystemHealthController],
  providers: [SystemHealthService],
  exports: [SystemHealthService],
})
export class SystemHealthModule {}
