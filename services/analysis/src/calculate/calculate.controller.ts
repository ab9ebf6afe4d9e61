import { Body, Controller, HttpCode, HttpStatus, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type CalculateResponse, ANALYSIS_ENDPOINTS } from '@pac/contracts';
import { analyseDeal } from '@pac/deal-model';
import { Public, RateLimits, clientAddressKey, type RateLimitRule, Route } from '@pac/server-kit';
import { type AuthenticatedUser } from '@pac/server-kit/auth';
import { type Request } from 'express';
import { OptionalCallerGuard } from '../callers/caller.guard.js';
import { dealInputOfCalculateBody } from '../deals/deal-body.js';

/** Visitors per address: far more than a person pressing "Calculate", little for a scraper. */
export const ANONYMOUS_CALCULATE_LIMIT: RateLimitRule = { limit: 60, ttl: 60_000, blockDuration: 0 };
/** Signed-in users and API keys per account: room for scripted what-ifs. */
export const ACCOUNT_CALCULATE_LIMIT: RateLimitRule = { limit: 600, ttl: 60_000, blockDuration: 0 };

@ApiTags('analysis')
@ApiBearerAuth()
@Controller()
@UseGuards(OptionalCallerGuard)
export class CalculateController {
  constructor(private readonly rateLimits: RateLimits) {}

  @Route(ANALYSIS_ENDPOINTS.calculate)
  @Public('calculate is open to visitors (per-IP limited); OptionalCallerGuard only identifies a caller')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Computes a deal from a DealInput. Stores and counts nothing; open to visitors (limited per address).',
  })
  @ApiBody({
    schema: {
      type: 'object',
      description:
        'DealInput (deal-calculator.md A3), with the optional decision inputs of A9.2: exit, stress, sensitivity, refinance, tax',
    },
  })
  @ApiResponse({
    status: 200,
    description:
      "{ success: true, result: DealResult }: months, annual, kpis, cashInvested, mortgage, projection, partners, warnings, and A9.8's sensitivity (rate × occupancy grid of year-1 net cash flow), stress (rate + points: payment, cash flow, interest cover; null without a mortgage), returns (exit equity, total profit, equity multiple, IRR over five years), refinance (cash released, money left in; null without the block) and tax (year 1, 2025/26; null when owner is none)",
  })
  @ApiResponse({ status: 400, description: '{ success: false, error, fieldErrors } keyed by input path' })
  @ApiResponse({ status: 429, description: 'Too many calculations from this address or account' })
  async calculate(
    @Req() req: Request & { user?: AuthenticatedUser },
    @Body() body: unknown,
  ): Promise<CalculateResponse> {
    // Which limit applies depends on the caller OptionalCallerGuard found, so it is counted here, not by a guard.
    await (req.user
      ? this.rateLimits.consume('calculate:account', req.user.id, ACCOUNT_CALCULATE_LIMIT)
      : this.rateLimits.consume('calculate:ip', clientAddressKey(req.ip), ANONYMOUS_CALCULATE_LIMIT));
    return { success: true, result: analyseDeal(dealInputOfCalculateBody(body)) };
  }
}
