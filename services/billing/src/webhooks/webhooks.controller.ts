import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  HttpStatus,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BILLING_MESSAGES, BILLING_ENDPOINTS } from '@pac/contracts';
import { Public, Route } from '@pac/server-kit';
import { type Request } from 'express';
import Stripe from 'stripe';
import { PaymentProvider } from '../payment-provider/payment-provider.js';
import { MALFORMED_EVENT, isWellFormedEvent } from './event-shapes.js';
import { WebhookEventsService } from './webhook-events.service.js';

@ApiTags('webhooks')
@Controller()
export class WebhooksController {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly events: WebhookEventsService,
  ) {}

  @Route(BILLING_ENDPOINTS.stripeWebhook)
  @Public('payment-provider webhook: the Stripe-Signature over the raw body is verified')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Payment-provider events (checkout completed, invoices paid/failed, subscriptions updated/deleted). The raw ' +
      'body must carry a valid Stripe-Signature; each event id is applied once.',
  })
  @ApiResponse({ status: 200, description: '{ received: true, duplicate }' })
  @ApiResponse({
    status: 400,
    description:
      'Missing or invalid signature, or an event missing a field billing reads: nothing is changed',
  })
  async receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    if (!signature) throw new BadRequestException(BILLING_MESSAGES.missingSignature);
    // The secret in effect now: the admin's saved webhook secret, else the environment's.
    const secret = await this.provider.webhookSecret();
    let event: Stripe.Event;
    try {
      // Only the exact bytes that were signed verify; a body the JSON parser did not keep (wrong type) fails here.
      event = Stripe.webhooks.constructEvent(req.rawBody ?? '', signature, secret);
    } catch {
      throw new BadRequestException(BILLING_MESSAGES.invalidSignature);
    }
    if (!isWellFormedEvent(event)) throw new BadRequestException(MALFORMED_EVENT);
    const outcome = await this.events.process(event);
    return { received: true, duplicate: outcome === 'duplicate' };
  }
}
