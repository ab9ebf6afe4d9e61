import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatPence } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { PRISMA, recordAuditEvent } from '@pac/server-kit';
import type Stripe from 'stripe';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing.config.js';
import {
  fromUnix,
  idOf,
  invoicePeriodEnd,
  invoicePriceId,
  invoiceSubscriptionId,
  planOf,
  subscriptionSnapshot,
} from '../payment-provider/provider-objects.js';
import { PaymentProvider } from '../payment-provider/payment-provider.js';
import { PaymentReceipts, type ReceiptDetails } from '../receipts/payment-receipt.js';
import { SupersededSubscriptions } from '../subscriptions/superseded-subscriptions.js';
import {
  applySubscriptionSnapshot,
  supersedes,
  syncUserPlan,
  type SubscriptionSnapshot,
  type Tx,
} from '../subscriptions/subscription-state.js';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** The events billing acts on; every other type is acknowledged and recorded as seen. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/**
 * Applies verified provider events exactly once: the event id goes into processed_webhook_events in the same
 * transaction as its effects, so a replay finds it there and changes nothing. Events of one customer are
 * serialized (advisory lock), and each one only moves a subscription forward in provider time.
 */
@Injectable()
export class WebhookEventsService {
  private readonly logger = new Logger('Webhooks');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly provider: PaymentProvider,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly receipts: PaymentReceipts,
    private readonly superseded: SupersededSubscriptions,
  ) {}

  async process(event: Stripe.Event): Promise<WebhookOutcome> {
    // Provider reads happen before the transaction, so no network call holds a lock.
    const checkoutSubscription =
      event.type === 'checkout.session.completed'
        ? await this.subscriptionOfCheckout(event.data.object)
        : null;
    const receipts: ReceiptDetails[] = [];
    // The account whose checkout just completed: its older subscriptions are cancelled once this one is stored.
    const completed: { userId: string; subscriptionId: string }[] = [];
    const outcome = await this.prisma.$transaction(async (tx) => {
      const inserted = await tx.$executeRaw`
        INSERT INTO processed_webhook_events (id, provider, provider_event_id, type)
        VALUES (gen_random_uuid(), 'stripe', ${event.id}, ${event.type})
        ON CONFLICT (provider, provider_event_id) DO NOTHING`;
      if (inserted === 0) return 'duplicate' as const;
      const customer = customerOf(event);
      if (customer)
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`stripe-customer:${customer}`}))`;
      return this.apply(tx, event, checkoutSubscription, receipts, completed);
    });
    for (const receipt of receipts) await this.receipts.send(receipt);
    if (outcome === 'duplicate' && checkoutSubscription) {
      // A redelivery after a failed cancellation (answered 500 below): the cancellation is tried again.
      const stored = await this.prisma.subscription.findUnique({
        where: { providerSubscriptionId: checkoutSubscription.providerSubscriptionId },
      });
      if (stored && (stored.status === 'active' || stored.status === 'trialing')) {
        completed.push({ userId: stored.userId, subscriptionId: stored.providerSubscriptionId });
      }
    }
    // After the commit, so no provider call holds the customer's lock. A failure throws: the provider retries.
    for (const { userId, subscriptionId } of completed) {
      await this.superseded.cancelAllBut(userId, subscriptionId);
    }
    if (outcome === 'ignored') this.logger.log(`Event ${event.id} (${event.type}) needed no change`);
    return outcome;
  }

  private async apply(
    tx: Tx,
    event: Stripe.Event,
    checkoutSubscription: SubscriptionSnapshot | null,
    receipts: ReceiptDetails[],
    completed: { userId: string; subscriptionId: string }[],
  ): Promise<WebhookOutcome> {
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (!checkoutSubscription) return 'ignored';
        const userId = await this.userFor(tx, idOf(session.customer), session.client_reference_id);
        if (!userId) return 'ignored';
        await applySubscriptionSnapshot(tx, userId, checkoutSubscription, at);
        await syncUserPlan(tx, userId, new Date());
        if (checkoutSubscription.status === 'active' || checkoutSubscription.status === 'trialing') {
          completed.push({ userId, subscriptionId: checkoutSubscription.providerSubscriptionId });
        }
        return 'processed';
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const snapshot = subscriptionSnapshot(this.config, subscription);
        const userId =
          snapshot && (await this.userFor(tx, snapshot.providerCustomerId, subscription.metadata?.user_id));
        if (!snapshot || !userId) return 'ignored';
        await applySubscriptionSnapshot(tx, userId, snapshot, at);
        await syncUserPlan(tx, userId, new Date());
        return 'processed';
      }
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return this.applyInvoice(tx, event.data.object, event.type === 'invoice.paid', at, receipts);
      default:
        return 'ignored';
    }
  }

  /** A paid or failed invoice: one payment row per invoice, and the subscription moves with it. */
  private async applyInvoice(
    tx: Tx,
    invoice: Stripe.Invoice,
    paid: boolean,
    at: Date,
    receipts: ReceiptDetails[],
  ): Promise<WebhookOutcome> {
    const providerSubscriptionId = invoiceSubscriptionId(invoice);
    if (!providerSubscriptionId) return 'ignored';
    const metadata = invoice.parent?.subscription_details?.metadata;
    const userId = await this.userFor(tx, idOf(invoice.customer), metadata?.user_id);
    if (!userId) return 'ignored';
    const existing = await tx.subscription.findUnique({ where: { providerSubscriptionId } });
    const owned = planOf(this.config, metadata, invoicePriceId(invoice));
    const plan = owned?.plan ?? existing?.plan;
    if (plan !== 'starter' && plan !== 'professional') return 'ignored';
    const liveCalls = owned?.liveCalls ?? existing?.liveCalls ?? false;

    const status = paid ? 'active' : 'past_due';
    const periodEnd = invoicePeriodEnd(invoice);
    if (!existing || supersedes(existing, status, at)) {
      const laterEnd =
        existing?.currentPeriodEnd && periodEnd && existing.currentPeriodEnd > periodEnd
          ? existing.currentPeriodEnd
          : (periodEnd ?? existing?.currentPeriodEnd ?? null);
      await applySubscriptionSnapshot(
        tx,
        userId,
        {
          providerSubscriptionId,
          providerCustomerId: idOf(invoice.customer),
          providerPriceId: invoicePriceId(invoice) ?? existing?.providerPriceId ?? null,
          plan,
          liveCalls,
          status,
          currentPeriodEnd: laterEnd,
          cancelAtPeriodEnd: existing?.cancelAtPeriodEnd ?? false,
          canceledAt: existing?.canceledAt ?? null,
        },
        at,
      );
    }
    const subscription = await tx.subscription.findUniqueOrThrow({ where: { providerSubscriptionId } });
    const recorded = await this.recordPayment(tx, invoice, paid, {
      userId,
      plan,
      subscriptionId: subscription.id,
    });
    await syncUserPlan(tx, userId, new Date());
    if (recorded) {
      const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
      const amount = `${formatPence(recorded.amountPence) ?? ''} ${recorded.currency.toUpperCase()}`;
      await recordAuditEvent(tx, {
        actorId: userId,
        kind: 'payment.succeeded',
        description: `Payment received: ${amount} from ${user.email} for the ${plan} plan`,
        metadata: { invoice: invoice.id, plan, amount_pence: recorded.amountPence },
      });
      receipts.push({
        userId,
        email: user.email,
        fullName: user.fullName,
        plan,
        liveCalls,
        amountPence: recorded.amountPence,
        currency: recorded.currency,
        paidAt: recorded.paidAt,
        invoiceId: invoice.id,
      });
    }
    return 'processed';
  }

  /**
   * One payments row per invoice. Returns the payment when this call made it succeed (the receipt goes out then);
   * a failure never overwrites a success that is already recorded.
   */
  private async recordPayment(
    tx: Tx,
    invoice: Stripe.Invoice,
    paid: boolean,
    owner: { userId: string; plan: 'starter' | 'professional'; subscriptionId: string },
  ) {
    const existing = await tx.payment.findUnique({ where: { providerInvoiceId: invoice.id } });
    if (existing?.status === 'succeeded') return null;
    const paidAt = paid ? (fromUnix(invoice.status_transitions?.paid_at) ?? new Date()) : null;
    const data = {
      userId: owner.userId,
      subscriptionId: owner.subscriptionId,
      amountPence: paid ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency.toLowerCase(),
      plan: owner.plan,
      status: paid ? ('succeeded' as const) : ('failed' as const),
      failureMessage: paid ? null : 'The card payment for this invoice failed',
      paidAt,
    };
    const payment = existing
      ? await tx.payment.update({ where: { id: existing.id }, data })
      : await tx.payment.create({ data: { providerInvoiceId: invoice.id, ...data } });
    return paid && paidAt ? { ...payment, paidAt } : null;
  }

  /** The user an event belongs to: by the provider customer id, else by the user id billing put in metadata. */
  private async userFor(tx: Tx, customerId: string | null, metadataUserId: string | null | undefined) {
    if (customerId) {
      const byCustomer = await tx.user.findUnique({
        where: { stripeCustomerId: customerId },
        select: { id: true },
      });
      if (byCustomer) return byCustomer.id;
    }
    if (!metadataUserId || !/^[0-9a-f-]{36}$/i.test(metadataUserId)) return null;
    const user = await tx.user.findUnique({ where: { id: metadataUserId } });
    if (!user) return null;
    if (customerId && !user.stripeCustomerId) {
      await tx.user.update({ where: { id: user.id }, data: { stripeCustomerId: customerId } });
    }
    return user.id;
  }

  /** checkout.session.completed names its subscription; its state (period end, status) is read from the provider. */
  private async subscriptionOfCheckout(
    session: Stripe.Checkout.Session,
  ): Promise<SubscriptionSnapshot | null> {
    const id = idOf(session.subscription);
    if (session.mode !== 'subscription' || !id) return null;
    try {
      return subscriptionSnapshot(
        this.config,
        await (await this.provider.client()).subscriptions.retrieve(id),
      );
    } catch (error) {
      // The provider says there is no such subscription: nothing to apply (a retry would not change that).
      // Any other failure (provider down) still throws, so the provider delivers the event again later.
      if (isMissingAtProvider(error)) return null;
      throw error;
    }
  }
}

const isMissingAtProvider = (error: unknown): boolean =>
  (error as { statusCode?: unknown } | null)?.statusCode === 404 ||
  (error as { code?: unknown } | null)?.code === 'resource_missing';

function customerOf(event: Stripe.Event): string | null {
  const object = event.data.object as { customer?: string | { id: string } | null };
  return idOf(object.customer ?? null);
}
