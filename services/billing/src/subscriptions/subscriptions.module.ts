import { Module } from '@nestjs/common';
import { PlanExpiryModule } from '../expiry/plan-expiry.module.js';
import { PaymentProviderModule } from '../payment-provider/payment-provider.module.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { SupersededSubscriptions } from './superseded-subscriptions.js';

/** /api/billing: the current subscription, cancelling it, the admin-only expiry run; ends superseded plans. */
@Module({
  imports: [PaymentProviderModule, PlanExpiryModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, SupersededSubscriptions],
  exports: [SupersededSubscriptions],
})
export class SubscriptionsModule {}
