import { Inject, Injectable, Logger } from '@nestjs/common';
import { type PrismaClient } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import Stripe from 'stripe';
import { PaymentProvider } from '../payment-provider/payment-provider.js';

/** Subscription states in which the provider still charges (or will retry charging) the customer. */
const STILL_BILLED = ['active', 'trialing', 'past_due', 'unpaid', 'paused'] as const;

/**
 * One paid plan per account. When a checkout for a new plan completes (an upgrade Starter → Professional, or a
 * downgrade), every other subscription the account still has at the provider is cancelled there AT ONCE, with
 * proration: the provider credits the unused part of the old plan's period to the customer's balance, and that
 * credit is taken off the next invoice. Immediate rather than at period end, because the new plan is already paid
 * in full and the user should never be billed for two plans, even for the rest of a month.
 *
 * The provider's customer.subscription.deleted event then marks the old row canceled; the user's plan follows the
 * newest live subscription meanwhile (decidingSubscription), so the order of the two events does not matter.
 */
@Injectable()
export class SupersededSubscriptions {
  private readonly logger = new Logger('SupersededSubscriptions');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly provider: PaymentProvider,
  ) {}

  /**
   * Cancels the account's other billed subscriptions. Throws when one could not be cancelled, so the webhook
   * delivery is answered with an error and the provider redelivers it (the redelivery tries again).
   */
  async cancelAllBut(userId: string, keptProviderSubscriptionId: string): Promise<string[]> {
    const superseded = await this.prisma.subscription.findMany({
      where: {
        userId,
        providerSubscriptionId: { not: keptProviderSubscriptionId },
        status: { in: [...STILL_BILLED] },
      },
      select: { providerSubscriptionId: true },
    });
    const cancelled: string[] = [];
    const failed: string[] = [];
    for (const { providerSubscriptionId } of superseded) {
      try {
        await (await this.provider.client()).subscriptions.cancel(providerSubscriptionId, { prorate: true });
        cancelled.push(providerSubscriptionId);
        this.logger.log(`Cancelled ${providerSubscriptionId}: superseded by ${keptProviderSubscriptionId}`);
      } catch (error) {
        // Gone at the provider already: nothing is billed any more.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          continue;
        failed.push(providerSubscriptionId);
        this.logger.error(
          `Could not cancel superseded ${providerSubscriptionId}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (failed.length > 0) throw new Error(`Superseded subscriptions not cancelled: ${failed.join(', ')}`);
    return cancelled;
  }
}
