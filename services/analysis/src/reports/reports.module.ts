import { Module } from '@nestjs/common';
import { DealsModule } from '../deals/deals.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** The PDF report and the CSV month table of a saved deal. */
@Module({ imports: [DealsModule], controllers: [ReportsController], providers: [ReportsService] })
export class ReportsModule {}
