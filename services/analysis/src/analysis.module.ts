import { Module, type DynamicModule } from '@nestjs/common';
import { TOO_MANY_REQUESTS_MESSAGE } from '@pac/contracts';
import { RateLimitModule, ServiceCoreModule } from '@pac/server-kit';
import { AuthModule, allowedOriginsFrom } from '@pac/server-kit/auth';
import { AllowanceModule } from './allowance/allowance.module.js';
import { ApiKeysModule } from './api-keys/api-keys.module.js';
import { CalculateModule } from './calculate/calculate.module.js';
import { CLOCK, systemClock, type Clock } from './common/clock.js';
import { ANALYSIS_CONFIG, type AnalysisConfig } from './config/analysis.config.js';
import { DealsModule } from './deals/deals.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { SharingModule } from './sharing/sharing.module.js';
import { DealTemplatesModule } from './templates/deal-templates.module.js';

/** The deal calculator's API: calculate, saved deals, templates, reports, share links, allowances, API keys. */
@Module({})
export class AnalysisModule {
  static forRoot(config: AnalysisConfig, options: { clock?: Clock } = {}): DynamicModule {
    return {
      module: AnalysisModule,
      // Its configuration and clock are read by every feature module.
      global: true,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'analysis',
          databaseUrl: config.DATABASE_URL,
          redisUrl: config.REDIS_URL,
        }),
        RateLimitModule.forRoot({
          service: 'analysis',
          env: config,
          errorMessage: TOO_MANY_REQUESTS_MESSAGE,
        }),
        AuthModule.forRoot({ jwtSecret: config.JWT_SECRET, allowedOrigins: allowedOriginsFrom(config) }),
        ApiKeysModule,
        AllowanceModule,
        CalculateModule,
        DealsModule,
        DealTemplatesModule,
        SharingModule,
        ReportsModule,
      ],
      providers: [
        { provide: ANALYSIS_CONFIG, useValue: config },
        { provide: CLOCK, useValue: options.clock ?? systemClock },
      ],
      exports: [ANALYSIS_CONFIG, CLOCK],
    };
  }
}
