import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type CalculateResponse } from '@pac/contracts';
import { analyseDeal } from '@pac/deal-model';
import { Public, RateLimiter, clientAddressKey, type RateLimitRule } from '@pac/server-kit';
import { type AuthenticatedUser } from '@pac/server-kit/auth';
import { type Request } from 'express';
import { OptionalCallerGuard } from '../callers/caller.guard.js';
import { dealInputOfCalculateBody } from '../deals/deal-body.js';

/** Visitors per address: far more than a person pressing "Calculate", little for a scraper. */
export const ANONYMOUS_CALCULATE_LIMIT: RateLimitRule = {
  scope: 'calculate:ip',
  limit: 60,
  windowSeconds: 60,
};
/** Signed-in users and API keys per account: room for scripted what-ifs. */
export const ACCOUNT_CALCULATE_LIMIT: RateLimitRule = {
  scope: 'calculate:account',
  limit: 600,
  windowSeconds: 60,
};

@ApiTags('analysis')
@ApiBearerAuth()
@Controller('api/analysis/calculate')
@UseGuards(OptionalCallerGuard)
export class CalculateController {
  constructor(private readonly rateLimit: RateLimiter) {}

  @Post()
  @Public('calculate is open to visitors (per-IP limited); OptionalCallerGuard only identifies a caller')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Computes a deal from a DealInput. Stores and counts nothing; open to visitors (limited per address).',
  })
  @ApiBody({ schema: { type: 'object', description: 'DealInput (deal-calculator.md A3)' } })
  @ApiResponse({ status: 200, description: '{ success: true, result: DealResult }' })
  @ApiResponse({ status: 400, description: '{ success: false, error, fieldErrors } keyed by input path' })
  @ApiResponse({ status: 429, description: 'Too many calculations from this address or account' })
  async calculate(
    @Req() req: Request & { user?: AuthenticatedUser },
    @Body() body: unknown,
  ): Promise<CalculateResponse> {
    await (req.user
      ? this.rateLimit.consume(ACCOUNT_CALCULATE_LIMIT, req.user.id)
      : this.rateLimit.consume(ANONYMOUS_CALCULATE_LIMIT, clientAddressKey(req.ip)));
    return { success: true, result: analyseDeal(dealInputOfCalculateBody(body)) };
  }
}
