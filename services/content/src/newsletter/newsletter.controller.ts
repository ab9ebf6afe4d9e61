import { Body, Controller, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  newsletterSubscribeRequestSchema,
  newsletterUnsubscribeRequestSchema,
  type MarketingSuccessResponse,
  CONTENT_ENDPOINTS,
} from '@pac/contracts';
import { Public, RateLimitGuard, Throttle, type RateLimitRule, Route } from '@pac/server-kit';
import { z } from 'zod';
import { NewsletterService } from './newsletter.service.js';

/** Ten newsletter requests (subscribe or unsubscribe) per address per 10 minutes. */
export const NEWSLETTER_RATE_LIMIT: RateLimitRule = { limit: 10, ttl: 600_000, blockDuration: 0 };

@ApiTags('newsletter')
@Controller()
@UseGuards(RateLimitGuard)
// One count for both routes: unsubscribing is no way round the subscribe limit.
@Throttle({ ip: { ...NEWSLETTER_RATE_LIMIT, generateKey: (_context, client) => `newsletter:${client}` } })
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Route(CONTENT_ENDPOINTS.newsletterSubscribe)
  @Public('newsletter sign-up, per-IP limited')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Subscribe an email address; a confirmation with an unsubscribe link is mailed.' })
  @ApiBody({ schema: z.toJSONSchema(newsletterSubscribeRequestSchema, { io: 'input' }) as object })
  @ApiResponse({
    status: 200,
    description: '{ success: true, message }, also for an address already subscribed',
  })
  @ApiResponse({
    status: 400,
    description: "{ success: false, error: 'Please enter a valid email address' }",
  })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  async subscribe(@Body() body: unknown): Promise<MarketingSuccessResponse> {
    return this.newsletter.subscribe(newsletterSubscribeRequestSchema.parse(body));
  }

  @Route(CONTENT_ENDPOINTS.newsletterUnsubscribe)
  @Public('newsletter unsubscribe link: the emailed token is the credential')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Unsubscribe with the token from the confirmation mail link.' })
  @ApiBody({ schema: z.toJSONSchema(newsletterUnsubscribeRequestSchema, { io: 'input' }) as object })
  @ApiResponse({ status: 200, description: '{ success: true, message }' })
  @ApiResponse({ status: 404, description: 'Unknown token' })
  async unsubscribe(@Body() body: unknown): Promise<MarketingSuccessResponse> {
    return this.newsletter.unsubscribe(newsletterUnsubscribeRequestSchema.parse(body).token);
  }
}
