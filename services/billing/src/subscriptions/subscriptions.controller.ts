import { Route } from '@pac/server-kit';
import { Controller, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type SubscriptionResponse, BILLING_ENDPOINTS } from '@pac/contracts';
import { AdminGuard, CurrentUser, SessionAuthGuard, type AuthenticatedUser } from '@pac/server-kit/auth';
import { PlanExpiryService } from '../expiry/plan-expiry.service.js';
import { SubscriptionsService } from './subscriptions.service.js';

@ApiTags('subscription')
@ApiBearerAuth()
@Controller()
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly expiry: PlanExpiryService,
  ) {}

  @Route(BILLING_ENDPOINTS.subscription)
  @UseGuards(SessionAuthGuard)
  @ApiOperation({
    summary: 'The signed-in user’s plan, plan status and paid subscription (expiry checked first).',
  })
  @ApiResponse({ status: 200, description: '{ success, plan, plan_status, subscription }' })
  summary(@CurrentUser() user: AuthenticatedUser): Promise<SubscriptionResponse> {
    return this.subscriptions.summary(user.id);
  }

  @Route(BILLING_ENDPOINTS.cancelSubscription)
  @HttpCode(HttpStatus.OK)
  @UseGuards(SessionAuthGuard)
  @ApiOperation({ summary: 'Cancel anytime: the paid subscription ends at the close of the current period.' })
  @ApiResponse({ status: 200, description: '{ success, plan, plan_status, subscription }' })
  @ApiResponse({ status: 404, description: 'No paid subscription' })
  @ApiResponse({ status: 409, description: 'Already set to end' })
  cancel(@CurrentUser() user: AuthenticatedUser): Promise<SubscriptionResponse> {
    return this.subscriptions.cancelAtPeriodEnd(user.id);
  }

  @Route(BILLING_ENDPOINTS.runExpiry)
  @HttpCode(HttpStatus.OK)
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Admin: mark every lapsed plan expired now (the same sweep runs periodically).' })
  @ApiResponse({ status: 200, description: '{ success: true, expired }' })
  async runExpiry(): Promise<{ success: true; expired: number }> {
    return { success: true, expired: await this.expiry.expireLapsed() };
  }
}
