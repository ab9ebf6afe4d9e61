import { Module } from '@nestjs/common';
import { WorkbookController } from './workbook.controller.js';

/** GET /api/workbook/download (needs AuthModule in the app for SessionAuthGuard). */
@Module({ controllers: [WorkbookController] })
export class WorkbookModule {}
