import { Module } from '@nestjs/common';
import { PaymentProviderModule } from '../payment-provider/payment-provider.module.js';
import { ReceiptsModule } from '../receipts/receipts.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { WebhookEventsService } from './webhook-events.service.js';
import { WebhooksController } from './webhooks.controller.js';

/** POST /api/webhooks/stripe: signed provider events turned into payments, subscriptions and receipts. */
@Module({
  imports: [PaymentProviderModule, ReceiptsModule, SubscriptionsModule],
  controllers: [WebhooksController],
  providers: [WebhookEventsService],
})
export class WebhooksModule {}
