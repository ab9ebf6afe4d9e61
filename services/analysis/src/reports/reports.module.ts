import { Module } from '@nestjs/common';
import { ANALYSIS_CONFIG, reportPoolSettingsOf, type AnalysisConfig } from '../config/analysis.config.js';
import { DealsModule } from '../deals/deals.module.js';
import { ReportRenderPool } from './report-render-pool.js';
import { RendersInFlight } from './renders-in-flight.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** The PDF report and the CSV month table of a saved deal, rendered in a pool of worker threads. */
@Module({
  imports: [DealsModule],
  controllers: [ReportsController],
  providers: [
    ReportsService,
    RendersInFlight,
    {
      provide: ReportRenderPool,
      inject: [ANALYSIS_CONFIG],
      useFactory: (config: AnalysisConfig) => new ReportRenderPool(reportPoolSettingsOf(config)),
    },
  ],
})
export class ReportsModule {}
