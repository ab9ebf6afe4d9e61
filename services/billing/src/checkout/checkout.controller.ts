import { Route } from '@pac/server-kit';
import { BadRequestException, Controller, HttpCode, HttpStatus, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  ADD_ONS,
  BILLING_MESSAGES,
  addOnCheckoutQuerySchema,
  addOnPricePence,
  checkoutQuerySchema,
  checkoutSessionQuerySchema,
  formatPence,
  isExecutivePlan,
  type CheckoutResponse,
  type CheckoutSessionResponse,
  BILLING_ENDPOINTS,
} from '@pac/contracts';
import {
  CheckoutAccessGuard,
  CurrentUser,
  SessionAuthGuard,
  type AuthenticatedUser,
} from '@pac/server-kit/auth';
import { CheckoutService } from './checkout.service.js';

/** The refusal for a plan that cannot be bought by card, in words that say what to do instead. */
function refusePlan(plan: unknown): never {
  if (isExecutivePlan(plan)) {
    throw new BadRequestException(BILLING_MESSAGES.executiveIsContactSales);
  }
  if (plan === 'free') throw new BadRequestException(BILLING_MESSAGES.freeNeedsNoCheckout);
  throw new BadRequestException(BILLING_MESSAGES.unknownPlan);
}

@ApiTags('payment')
@ApiBearerAuth()
@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Route(BILLING_ENDPOINTS.checkout)
  @HttpCode(HttpStatus.OK)
  @UseGuards(CheckoutAccessGuard)
  @ApiOperation({
    summary:
      'A hosted checkout page for a monthly plan (bearer, session cookie, or the renew_token of an expired plan).',
  })
  @ApiQuery({ name: 'plan', enum: ['starter', 'professional'] })
  @ApiResponse({ status: 200, description: '{ success: true, checkout_url, session_id }' })
  @ApiResponse({ status: 400, description: 'Any other plan' })
  @ApiResponse({ status: 409, description: 'You are already subscribed to this plan' })
  @ApiResponse({ status: 503, description: 'The payment provider did not answer' })
  create(@CurrentUser() user: AuthenticatedUser, @Query('plan') plan: unknown): Promise<CheckoutResponse> {
    const parsed = checkoutQuerySchema.safeParse({ plan });
    if (!parsed.success) refusePlan(plan);
    return this.checkout.create(user.id, parsed.data.plan);
  }

  @Route(BILLING_ENDPOINTS.addOnCheckout)
  @HttpCode(HttpStatus.OK)
  @UseGuards(SessionAuthGuard)
  @ApiOperation({
    summary:
      'A hosted checkout page for the live-calls add-on: the running Starter or Professional plan at its price ' +
      `with the add-on (${formatPence(addOnPricePence('starter'))}/month); the plan without it is cancelled with ` +
      'proration once this one is paid.',
  })
  @ApiQuery({ name: 'add_on', enum: ADD_ONS })
  @ApiResponse({ status: 200, description: '{ success: true, checkout_url, session_id }' })
  @ApiResponse({ status: 400, description: 'Any other add-on' })
  @ApiResponse({
    status: 403,
    description: 'No running Starter or Professional plan (Executive includes calls)',
  })
  @ApiResponse({ status: 409, description: 'You already have the live-calls add-on' })
  @ApiResponse({ status: 503, description: 'The payment provider did not answer' })
  createAddOn(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: Record<string, unknown>,
  ): Promise<CheckoutResponse> {
    return this.checkout.createAddOn(user.id, addOnCheckoutQuerySchema.parse(query).add_on);
  }

  @Route(BILLING_ENDPOINTS.checkoutSession)
  @UseGuards(SessionAuthGuard)
  @ApiOperation({ summary: 'Confirms a returned checkout with the provider and answers the account plan.' })
  @ApiResponse({ status: 200, description: '{ success: true, status, plan, plan_status }' })
  @ApiResponse({ status: 404, description: 'No such session for this user' })
  confirm(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: Record<string, unknown>,
  ): Promise<CheckoutSessionResponse> {
    return this.checkout.confirm(user.id, checkoutSessionQuerySchema.parse(query).session_id);
  }
}
