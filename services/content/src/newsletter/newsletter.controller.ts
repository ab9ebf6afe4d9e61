import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  newsletterSubscribeRequestSchema,
  newsletterUnsubscribeRequestSchema,
  type MarketingSuccessResponse,
} from '@pac/contracts';
import { Public, RateLimiter, clientAddressKey, type RateLimitRule } from '@pac/server-kit';
import { type Request } from 'express';
import { z } from 'zod';
import { NewsletterService } from './newsletter.service.js';

/** Ten newsletter requests (subscribe or unsubscribe) per address per 10 minutes. */
export const NEWSLETTER_RATE_LIMIT: RateLimitRule = { scope: 'newsletter', limit: 10, windowSeconds: 600 };

@ApiTags('newsletter')
@Controller('api/newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly rateLimit: RateLimiter,
  ) {}

  @Post('subscribe')
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
  async subscribe(@Body() body: unknown, @Req() req: Request): Promise<MarketingSuccessResponse> {
    await this.rateLimit.consume(NEWSLETTER_RATE_LIMIT, clientAddressKey(req.ip));
    return this.newsletter.subscribe(newsletterSubscribeRequestSchema.parse(body));
  }

  @Post('unsubscribe')
  @Public('newsletter unsubscribe link: the emailed token is the credential')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Unsubscribe with the token from the confirmation mail link.' })
  @ApiBody({ schema: z.toJSONSchema(newsletterUnsubscribeRequestSchema, { io: 'input' }) as object })
  @ApiResponse({ status: 200, description: '{ success: true, message }' })
  @ApiResponse({ status: 404, description: 'Unknown token' })
  async unsubscribe(@Body() body: unknown, @Req() req: Request): Promise<MarketingSuccessResponse> {
    await this.rateLimit.consume(NEWSLETTER_RATE_LIMIT, clientAddressKey(req.ip));
    return this.newsletter.unsubscribe(newsletterUnsubscribeRequestSchema.parse(body).token);
  }
}
