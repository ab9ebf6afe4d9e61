import { Body, Controller, HttpCode, HttpStatus, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  contactEnquiryRequestSchema,
  type MarketingSuccessResponse,
  CONTENT_ENDPOINTS,
} from '@pac/contracts';
import { Public, RateLimitGuard, Throttle, type RateLimitRule, Route } from '@pac/server-kit';
import { type Request } from 'express';
import { z } from 'zod';
import { ContactService } from './contact.service.js';

/** Five enquiries per address per 10 minutes is plenty for a person and dull for a spammer. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 5, ttl: 600_000, blockDuration: 0 };

@ApiTags('contact')
@Public('contact form, per-IP limited')
@Controller()
@UseGuards(RateLimitGuard)
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Route(CONTENT_ENDPOINTS.contact)
  // Counted by the guard, before the body is read, so malformed floods are limited too.
  @Throttle({ ip: CONTACT_RATE_LIMIT })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send an enquiry to the support team; the sender gets an acknowledgement by email.',
  })
  @ApiBody({ schema: z.toJSONSchema(contactEnquiryRequestSchema, { io: 'input' }) as object })
  @ApiResponse({ status: 200, description: '{ success: true, message }' })
  @ApiResponse({ status: 400, description: '{ success: false, error } naming the first invalid field' })
  @ApiResponse({ status: 429, description: 'Too many enquiries from this address' })
  async submit(@Body() body: unknown, @Req() req: Request): Promise<MarketingSuccessResponse> {
    return this.contact.submit(contactEnquiryRequestSchema.parse(body), req.ip);
  }
}
