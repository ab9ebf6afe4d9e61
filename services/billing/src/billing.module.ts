import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '@pac/contracts';
import { Module, type DynamicModule } from '@nestjs/common';
import { MailModule, ServiceCoreModule } from '@pac/server-kit';
import { AuthModule, allowedOriginsFrom } from '@pac/server-kit/auth';
import { CheckoutController } from './checkout/checkout.controller.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { BILLING_CONFIG, type BillingConfig } from './config/billing.config.js';
import { PlanExpiryScheduler } from './expiry/plan-expiry.scheduler.js';
import { PlanExpiryService } from './expiry/plan-expiry.service.js';
import { PaymentProvider } from './payment-provider/payment-provider.js';
import { PaymentReceipts } from './receipts/payment-receipt.js';
import { SubscriptionsController } from './subscriptions/subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions/subscriptions.service.js';
import { SupersededSubscriptions } from './subscriptions/superseded-subscriptions.js';
import { WebhookEventsService } from './webhooks/webhook-events.service.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';

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
      ],
      controllers: [CheckoutController, WebhooksController, SubscriptionsController],
      providers: [
        { provide: BILLING_CONFIG, useValue: config },
        PaymentProvider,
        PlanExpiryService,
        PlanExpiryScheduler,
        PaymentReceipts,
        CheckoutService,
        SubscriptionsService,
        SupersededSubscriptions,
        WebhookEventsService,
      ],
      exports: [BILLING_CONFIG],
    };
  }
}
