import { Module } from '@nestjs/common';
import { RevenueController } from './revenue.controller.js';
import { RevenueService } from './revenue.service.js';

/** GET /api/admin/revenue: succeeded payments per day and per plan. */
@Module({ controllers: [RevenueController], providers: [RevenueService] })
export class RevenueModule {}
