import { Module, type DynamicModule } from '@nestjs/common';
import { HealthController, SERVICE_NAME } from './health.controller.js';

/** `/health/live` and `/health/ready`; needs DatabaseModule and RedisModule (both global) in the app. */
@Module({})
export class HealthModule {
  static forService(service: string): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [{ provide: SERVICE_NAME, useValue: service }],
      exports: [SERVICE_NAME],
    };
  }
}
