import { CHECKOUT_PLANS, PAYMENT_STAND_IN_API_KEY, type CheckoutPlan } from '@pac/contracts';
import Stripe from 'stripe';
import { type BillingConfig } from '../config/billing.config.js';

/**
 * The official SDK, talking either to the provider (a secret key) or to the local stand-in through the SDK's
 * host/port/protocol options, so billing runs the very same calls in both cases.
 */
export function createStripeClient(secretKey: string | undefined, standInUrl: string): Stripe {
  const common = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'pac-billing' } };
  if (secretKey) return new Stripe(secretKey, common);
  const standIn = new URL(standInUrl);
  const protocol = standIn.protocol === 'https:' ? 'https' : 'http';
  return new Stripe(PAYMENT_STAND_IN_API_KEY, {
    ...common,
    host: standIn.hostname,
    port: standIn.port || (protocol === 'https' ? 443 : 80),
    protocol,
  });
}

/** Configured provider price id of a plan (with the live-calls add-on or without), if any. */
export function configuredPriceId(
  config: BillingConfig,
  plan: CheckoutPlan,
  liveCalls = false,
): string | undefined {
  if (liveCalls) {
    return plan === 'starter'
      ? config.STRIPE_PRICE_STARTER_LIVE_CALLS
      : config.STRIPE_PRICE_PROFESSIONAL_LIVE_CALLS;
  }
  return plan === 'starter' ? config.STRIPE_PRICE_STARTER : config.STRIPE_PRICE_PROFESSIONAL;
}

/** The plan a provider price id stands for, and whether it includes the live-calls add-on, from configuration. */
export function planOfPriceId(
  config: BillingConfig,
  priceId: string | null | undefined,
): { plan: CheckoutPlan; liveCalls: boolean } | null {
  if (!priceId) return null;
  for (const plan of CHECKOUT_PLANS) {
    for (const liveCalls of [false, true]) {
      if (priceId === configuredPriceId(config, plan, liveCalls)) return { plan, liveCalls };
    }
  }
  return null;
}
