import {
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { BILLING_MESSAGES, type SubscriptionResponse } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import type Stripe from 'stripe';
import { PlanExpiryService } from '../expiry/plan-expiry.service.js';
import { PaymentProvider } from '../payment-provider/payment-provider.js';
import { decidingSubscription, ownsLiveCalls, syncUserPlan } from './subscription-state.js';

@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly provider: PaymentProvider,
    private readonly expiry: PlanExpiryService,
  ) {}

  /** The account's plan and paid subscription, after the on-demand expiry check for this account. */
  async summary(userId: string, now = new Date()): Promise<SubscriptionResponse> {
    await this.expiry.expireLapsed(now, userId);
    const user = await this.prisma.user.findUniqueOrThrow({
      where: { id: userId },
      include: { subscriptions: true },
    });
    const deciding = decidingSubscription(user.subscriptions);
    return {
      success: true,
      plan: user.plan,
      plan_status: user.planStatus,
      subscription: deciding
        ? {
            plan: deciding.plan,
            status: deciding.status,
            current_period_end: deciding.currentPeriodEnd?.toISOString() ?? null,
            cancel_at_period_end: deciding.cancelAtPeriodEnd,
            live_calls: deciding.liveCalls,
          }
        : null,
      live_calls: ownsLiveCalls(user.planStatus, user.subscriptions),
    };
  }

  /** Cancel anytime: the plan runs to the end of the paid period, then the provider ends the subscription. */
  async cancelAtPeriodEnd(userId: string): Promise<SubscriptionResponse> {
    const live = await this.prisma.subscription.findFirst({
      where: { userId, status: { in: ['active', 'trialing', 'past_due', 'unpaid', 'paused'] } },
      orderBy: { createdAt: 'desc' },
    });
    if (!live) throw new NotFoundException(BILLING_MESSAGES.noSubscription);
    if (live.cancelAtPeriodEnd) throw new ConflictException(BILLING_MESSAGES.alreadyCancelling);
    let updated: Stripe.Subscription;
    try {
      updated = await (
        await this.provider.client()
      ).subscriptions.update(
        live.providerSubscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey: `cancel-at-period-end-${live.providerSubscriptionId}` },
      );
    } catch (error) {
      this.logger.error(`Cancel of ${live.providerSubscriptionId} failed: ${String(error)}`);
      throw new HttpException(BILLING_MESSAGES.paymentsUnavailable, HttpStatus.SERVICE_UNAVAILABLE);
    }
    // The provider's answer is applied at once (its webhook follows); provider time stays with the events.
    await this.prisma.$transaction(async (tx) => {
      await tx.subscription.update({
        where: { id: live.id },
        data: {
          cancelAtPeriodEnd: updated.cancel_at_period_end,
          canceledAt: updated.canceled_at ? new Date(updated.canceled_at * 1000) : new Date(),
        },
      });
      await syncUserPlan(tx, userId, new Date());
    });
    return this.summary(userId);
  }
}
