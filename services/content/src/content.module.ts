import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@pac/server-kit';
import { CONTENT_CONFIG, type ContentConfig } from './config/content.config.js';

/** Course catalogue and progress, course signups, newsletter, contact enquiries, workbook PDF. */
@Module({})
export class ContentModule {
  static forRoot(config: ContentConfig): DynamicModule {
    return {
      module: ContentModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'content',
          databaseUrl: config.DATABASE_URL,
          redisUrl: config.REDIS_URL,
        }),
      ],
      providers: [{ provide: CONTENT_CONFIG, useValue: config }],
      exports: [CONTENT_CONFIG],
    };
  }
}
