import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@pac/server-kit';
import { AuthModule, allowedOriginsFrom } from '@pac/server-kit/auth';
import { ANALYSIS_CONFIG, type AnalysisConfig } from './config/analysis.config.js';

/** The deal calculator's API: calculate, saved deals, reports, share links, allowances, API keys. */
@Module({})
export class AnalysisModule {
  static forRoot(config: AnalysisConfig): DynamicModule {
    return {
      module: AnalysisModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'analysis',
          databaseUrl: config.DATABASE_URL,
          redisUrl: config.REDIS_URL,
        }),
        AuthModule.forRoot({ jwtSecret: config.JWT_SECRET, allowedOrigins: allowedOriginsFrom(config) }),
      ],
      providers: [{ provide: ANALYSIS_CONFIG, useValue: config }],
      exports: [ANALYSIS_CONFIG],
    };
  }
}
