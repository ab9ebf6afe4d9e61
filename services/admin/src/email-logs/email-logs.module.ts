import { Module } from '@nestjs/common';
import { EmailLogsController } from './email-logs.controller.js';

/** GET /api/admin/email-logs: what was sent, to whom, and how it went. */
@Module({ controllers: [EmailLogsController] })
export class EmailLogsModule {}
