import { LIVE_CALLS_ADD_ON, isCheckoutPlan, type AddOnId, type CheckoutPlan } from '@pac/contracts';
import { type SubscriptionStatus } from '@pac/db';
import type Stripe from 'stripe';
import { type BillingConfig } from '../config/billing.config.js';
import { type SubscriptionSnapshot } from '../subscriptions/subscription-state.js';
import { planOfPriceId } from './stripe-client.js';

/** Metadata billing puts on every checkout session and subscription, so events can be traced to a user and plan. */
export interface BillingMetadata {
  user_id: string;
  plan: CheckoutPlan;
  /** Present when the plan was bought with the add-on. */
  add_on?: AddOnId;
}

const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
];

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** The plan a provider object is for and whether it carries the live-calls add-on: our metadata first, else the configured price id. */
export function planOf(
  config: BillingConfig,
  metadata: Stripe.Metadata | null | undefined,
  priceId: string | null,
): { plan: CheckoutPlan; liveCalls: boolean } | null {
  const byPrice = planOfPriceId(config, priceId);
  const fromMetadata = metadata?.plan;
  if (isCheckoutPlan(fromMetadata)) {
    return {
      plan: fromMetadata,
      liveCalls: metadata?.add_on === LIVE_CALLS_ADD_ON.id || byPrice?.liveCalls === true,
    };
  }
  return byPrice;
}

/** Reduces a provider subscription to what billing keeps; null when it is not one of our plans. */
export function subscriptionSnapshot(
  config: BillingConfig,
  subscription: Stripe.Subscription,
): SubscriptionSnapshot | null {
  const item = subscription.items.data[0];
  const priceId = idOf(item?.price);
  const owned = planOf(config, subscription.metadata, priceId);
  const status = SUBSCRIPTION_STATUSES.find((known) => known === subscription.status);
  if (!owned || !status) return null;
  return {
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer),
    providerPriceId: priceId,
    plan: owned.plan,
    liveCalls: owned.liveCalls,
    status,
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: fromUnix(subscription.canceled_at),
  };
}

/** The subscription an invoice bills (API 2026-10-28: under parent.subscription_details). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

export function invoicePriceId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.lines?.data[0]?.pricing?.price_details?.price);
}

export function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  return fromUnix(invoice.lines?.data[0]?.period?.end);
}
