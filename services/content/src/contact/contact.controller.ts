import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { contactEnquiryRequestSchema, type MarketingSuccessResponse } from '@pac/contracts';
import { Public, RateLimiter, clientAddressKey, type RateLimitRule } from '@pac/server-kit';
import { type Request } from 'express';
import { z } from 'zod';
import { ContactService } from './contact.service.js';

/** Five enquiries per address per 10 minutes is plenty for a person and dull for a spammer. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { scope: 'contact', limit: 5, windowSeconds: 600 };

@ApiTags('contact')
@Public('contact form, per-IP limited')
@Controller('api/contact')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly rateLimit: RateLimiter,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send an enquiry to the support team; the sender gets an acknowledgement by email.',
  })
  @ApiBody({ schema: z.toJSONSchema(contactEnquiryRequestSchema, { io: 'input' }) as object })
  @ApiResponse({ status: 200, description: '{ success: true, message }' })
  @ApiResponse({ status: 400, description: '{ success: false, error } naming the first invalid field' })
  @ApiResponse({ status: 429, description: 'Too many enquiries from this address' })
  async submit(@Body() body: unknown, @Req() req: Request): Promise<MarketingSuccessResponse> {
    // Counted before validation, so malformed floods are limited too.
    await this.rateLimit.consume(CONTACT_RATE_LIMIT, clientAddressKey(req.ip));
    return this.contact.submit(contactEnquiryRequestSchema.parse(body), req.ip);
  }
}
