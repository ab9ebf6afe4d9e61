import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  BILLING_MESSAGES,
  IDENTITY_MESSAGES,
  LIVE_CALLS_ADD_ON,
  ROUTES,
  addOnPricePence,
  addOnRefusal,
  billedPlanName,
  findPlan,
  isCheckoutPlan,
  type AddOnId,
  type CheckoutPlan,
  type CheckoutResponse,
  type CheckoutSessionResponse,
} from '@pac/contracts';
import { type PrismaClient, type User } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import Stripe from 'stripe';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing.config.js';
import { idOf, subscriptionSnapshot, type BillingMetadata } from '../payment-provider/provider-objects.js';
import { PaymentProvider } from '../payment-provider/payment-provider.js';
import { configuredPriceId } from '../payment-provider/stripe-client.js';
import { PlanExpiryService } from '../expiry/plan-expiry.service.js';
import {
  applySubscriptionSnapshot,
  ownsLiveCalls,
  syncUserPlan,
} from '../subscriptions/subscription-state.js';

/** A double click or a retried request within this window gets the same checkout session back. */
const CHECKOUT_IDEMPOTENCY_WINDOW_MS = 10 * 60_000;

const providerUnavailable = () =>
  new HttpException(BILLING_MESSAGES.paymentsUnavailable, HttpStatus.SERVICE_UNAVAILABLE);

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly provider: PaymentProvider,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly expiry: PlanExpiryService,
  ) {}

  /**
   * A hosted checkout page (subscription mode) for the plan; refused for the plan the user already has. An account
   * that owns the live-calls add-on keeps it on the new plan (checked out at the plan's price with the add-on), so a
   * change of plan never drops what it pays for.
   */
  async create(userId: string, plan: CheckoutPlan, now = new Date()): Promise<CheckoutResponse> {
    const user = await this.buyer(userId, now);
    // An expired or unpaid plan can be bought again (renewal); a running one cannot be bought twice.
    if (user.plan === plan && (user.planStatus === 'active' || user.planStatus === 'trialing')) {
      throw new ConflictException(BILLING_MESSAGES.alreadySubscribed);
    }
    return this.openCheckout(user, plan, ownsLiveCalls(user.planStatus, user.subscriptions), now);
  }

  /**
   * A hosted checkout for the user's running plan with the live-calls add-on: a new subscription at the plan's
   * upgrade price. When it completes, the webhook stores it and the plan's old subscription is cancelled at the
   * provider with proration (one paid plan per account, SupersededSubscriptions), so the account pays for one.
   */
  async createAddOn(userId: string, addOn: AddOnId, now = new Date()): Promise<CheckoutResponse> {
    const user = await this.buyer(userId, now);
    const refusal = addOnRefusal({
      plan: user.plan,
      planStatus: user.planStatus,
      ownsLiveCalls: ownsLiveCalls(user.planStatus, user.subscriptions),
    });
    if (refusal === 'alreadyOwned') throw new ConflictException(BILLING_MESSAGES.addOnRefusals.alreadyOwned);
    if (refusal) throw new ForbiddenException(BILLING_MESSAGES.addOnRefusals[refusal]);
    // addOnRefusal let only Starter and Professional through; this narrows the type.
    if (!isCheckoutPlan(user.plan)) {
      throw new ForbiddenException(BILLING_MESSAGES.addOnRefusals.needsPaidPlan);
    }
    return this.openCheckout(user, user.plan, addOn === LIVE_CALLS_ADD_ON.id, now);
  }

  /** The signed-in user about to check out, with their subscriptions, once lapsed plans are marked expired. */
  private async buyer(userId: string, now: Date) {
    await this.expiry.expireLapsed(now, userId);
    const user = await this.prisma.user.findUnique({
      where: { id: userId },
      include: { subscriptions: true },
    });
    if (!user) throw new UnauthorizedException(IDENTITY_MESSAGES.sessionEnded);
    return user;
  }

  /**
   * The provider's hosted checkout page (subscription mode) for the plan's monthly price from the catalogue, with the
   * live-calls add-on or without, returning to the site.
   */
  private async openCheckout(
    user: User,
    plan: CheckoutPlan,
    liveCalls: boolean,
    now: Date,
  ): Promise<CheckoutResponse> {
    const pricePence = liveCalls ? addOnPricePence(plan) : (findPlan(plan)?.basePricePence ?? null);
    if (pricePence === null) throw new ConflictException(BILLING_MESSAGES.unknownPlan);
    const site = this.config.PUBLIC_SITE_URL.replace(/\/+$/, '');
    const priceId = configuredPriceId(this.config, plan, liveCalls);
    const metadata: BillingMetadata = {
      user_id: user.id,
      plan,
      ...(liveCalls ? { add_on: LIVE_CALLS_ADD_ON.id } : {}),
    };
    const kind = liveCalls ? `${plan}-${LIVE_CALLS_ADD_ON.id}` : plan;
    try {
      const customer = await this.customerFor(user);
      const session = await (
        await this.provider.client()
      ).checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: user.id,
          metadata: { ...metadata },
          subscription_data: { metadata: { ...metadata } },
          line_items: [
            priceId
              ? { price: priceId, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: 'gbp',
                    unit_amount: pricePence,
                    recurring: { interval: 'month' },
                    product_data: { name: billedPlanName(plan, liveCalls) },
                  },
                },
          ],
          success_url: `${site}${ROUTES.paymentSuccess}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${site}${ROUTES.paymentCancel}`,
        },
        {
          idempotencyKey: `checkout-${user.id}-${kind}-${Math.floor(now.getTime() / CHECKOUT_IDEMPOTENCY_WINDOW_MS)}`,
        },
      );
      if (!session.url) throw new Error(`Checkout session ${session.id} came back without a URL`);
      return { success: true, checkout_url: session.url, session_id: session.id };
    } catch (error) {
      if (error instanceof HttpException) throw error;
      this.logger.error(
        `Checkout for ${kind} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw providerUnavailable();
    }
  }

  /**
   * After the browser returns from checkout: reads the session from the provider and applies it, so the account is
   * right even when the webhook is still on its way. Only the user who opened the session may ask.
   */
  async confirm(userId: string, sessionId: string): Promise<CheckoutSessionResponse> {
    let session: Stripe.Checkout.Session;
    try {
      session = await (await this.provider.client()).checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        throw new NotFoundException(BILLING_MESSAGES.sessionNotFound);
      }
      throw providerUnavailable();
    }
    if (session.client_reference_id !== userId) throw new NotFoundException(BILLING_MESSAGES.sessionNotFound);
    const subscriptionId = idOf(session.subscription);
    if (session.status === 'complete' && subscriptionId) {
      const subscription = await (
        await this.provider.client()
      ).subscriptions
        .retrieve(subscriptionId)
        .catch(() => {
          throw providerUnavailable();
        });
      const snapshot = subscriptionSnapshot(this.config, subscription);
      if (snapshot) {
        // Stamped with the session's creation time: any event the provider sent since is newer and wins.
        const at = new Date(session.created * 1000);
        await this.prisma.$transaction(async (tx) => {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`stripe-customer:${snapshot.providerCustomerId ?? ''}`}))`;
          await applySubscriptionSnapshot(tx, userId, snapshot, at);
          await syncUserPlan(tx, userId, new Date());
        });
      }
    }
    const user = await this.prisma.user.findUniqueOrThrow({
      where: { id: userId },
      include: { subscriptions: true },
    });
    return {
      success: true,
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      plan: user.plan,
      plan_status: user.planStatus,
      live_calls: ownsLiveCalls(user.planStatus, user.subscriptions),
    };
  }

  /** The provider customer of a user, created once and kept on the user row. */
  private async customerFor(user: User): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const customer = await (
      await this.provider.client()
    ).customers.create(
      { email: user.email, name: user.fullName, metadata: { user_id: user.id } },
      { idempotencyKey: `customer-${user.id}` },
    );
    const claimed = await this.prisma.user.updateMany({
      where: { id: user.id, stripeCustomerId: null },
      data: { stripeCustomerId: customer.id },
    });
    if (claimed.count === 1) return customer.id;
    // A parallel request linked a customer first: use that one.
    const current = await this.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    return current.stripeCustomerId ?? customer.id;
  }
}
