import { Module } from '@nestjs/common';
import { PlanExpiryModule } from '../expiry/plan-expiry.module.js';
import { PaymentProviderModule } from '../payment-provider/payment-provider.module.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';

/** POST /api/payment/checkout and GET /api/payment/session: the provider's hosted checkout for a plan. */
@Module({
  imports: [PaymentProviderModule, PlanExpiryModule],
  controllers: [CheckoutController],
  providers: [CheckoutService],
})
export class CheckoutModule {}
