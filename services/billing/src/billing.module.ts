import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '@pac/contracts';
import { Module, type DynamicModule } from '@nestjs/common';
import { MailModule, ServiceCoreModule } from '@pac/server-kit';
import { AuthModule, allowedOriginsFrom } from '@pac/server-kit/auth';
import { CheckoutModule } from './checkout/checkout.module.js';
import { BILLING_CONFIG, type BillingConfig } from './config/billing.config.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

/** Plan catalogue, checkout sessions, payment-provider webhooks, subscriptions and payments. */
@Module({})
export class BillingModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: BillingModule,
      // Its configuration is read by every domain module.
      global: true,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'billing',
          databaseUrl: config.DATABASE_URL,
          redisUrl: config.REDIS_URL,
        }),
        MailModule.forRoot(config.REDIS_URL, {
          prefix: config.QUEUE_PREFIX,
          serverSecret: config.JWT_SECRET,
        }),
        AuthModule.forRoot({
          jwtSecret: config.JWT_SECRET,
          allowedOrigins: allowedOriginsFrom(config),
          // The site's session first (checkout, subscription); the admin portal's for the admin-only expiry run.
          cookieNames: [SESSION_COOKIE, ADMIN_SESSION_COOKIE],
        }),
        CheckoutModule,
        WebhooksModule,
        SubscriptionsModule,
      ],
      providers: [{ provide: BILLING_CONFIG, useValue: config }],
      exports: [BILLING_CONFIG],
    };
  }
}
