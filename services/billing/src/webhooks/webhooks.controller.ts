import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BILLING_MESSAGES } from '@pac/contracts';
import { type Request } from 'express';
import Stripe from 'stripe';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing.config.js';
import { STRIPE } from '../payment-provider/stripe-client.js';
import { WebhookEventsService } from './webhook-events.service.js';

@ApiTags('webhooks')
@Controller('api/webhooks')
export class WebhooksController {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly events: WebhookEventsService,
  ) {}

  @Post('stripe')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Payment-provider events (checkout completed, invoices paid/failed, subscriptions updated/deleted). The raw ' +
      'body must carry a valid Stripe-Signature; each event id is applied once.',
  })
  @ApiResponse({ status: 200, description: '{ received: true, duplicate }' })
  @ApiResponse({ status: 400, description: 'Missing or invalid signature: nothing is changed' })
  async receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    if (!signature) throw new BadRequestException(BILLING_MESSAGES.missingSignature);
    let event: Stripe.Event;
    try {
      // Only the exact bytes that were signed verify; a body the JSON parser did not keep (wrong type) fails here.
      event = this.stripe.webhooks.constructEvent(
        req.rawBody ?? '',
        signature,
        this.config.STRIPE_WEBHOOK_SECRET,
      );
    } catch {
      throw new BadRequestException(BILLING_MESSAGES.invalidSignature);
    }
    const outcome = await this.events.process(event);
    return { received: true, duplicate: outcome === 'duplicate' };
  }
}
