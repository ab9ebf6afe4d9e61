import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@pac/server-kit';
import { BILLING_CONFIG, type BillingConfig } from './config/billing.config.js';

/** Plan catalogue, checkout sessions, payment-provider webhooks, subscriptions and payments. */
@Module({})
export class BillingModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: BillingModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'billing',
          databaseUrl: config.DATABASE_URL,
          redisUrl: config.REDIS_URL,
        }),
      ],
      providers: [{ provide: BILLING_CONFIG, useValue: config }],
      exports: [BILLING_CONFIG],
    };
  }
}
