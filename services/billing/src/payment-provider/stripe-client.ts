import { PAYMENT_STAND_IN_API_KEY, type CheckoutPlan } from '@pac/contracts';
import Stripe from 'stripe';
import { type BillingConfig } from '../config/billing.config.js';

/** Injection token of the payment provider's SDK client. */
export const STRIPE = Symbol('STRIPE');

/**
 * The official SDK, talking either to the provider (STRIPE_SECRET_KEY) or to the local stand-in through the SDK's
 * host/port/protocol options, so billing runs the very same calls in both cases.
 */
export function createStripeClient(config: BillingConfig): Stripe {
  const common = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'pac-billing' } };
  if (config.STRIPE_SECRET_KEY) return new Stripe(config.STRIPE_SECRET_KEY, common);
  const standIn = new URL(config.PAYMENT_STAND_IN_URL);
  const protocol = standIn.protocol === 'https:' ? 'https' : 'http';
  return new Stripe(PAYMENT_STAND_IN_API_KEY, {
    ...common,
    host: standIn.hostname,
    port: standIn.port || (protocol === 'https' ? 443 : 80),
    protocol,
  });
}

/** Configured provider price id of a plan, if any. */
export function configuredPriceId(config: BillingConfig, plan: CheckoutPlan): string | undefined {
  return plan === 'starter' ? config.STRIPE_PRICE_STARTER : config.STRIPE_PRICE_PROFESSIONAL;
}

/** The plan a provider price id stands for, from configuration. */
export function planOfPriceId(
  config: BillingConfig,
  priceId: string | null | undefined,
): CheckoutPlan | null {
  if (!priceId) return null;
  if (priceId === config.STRIPE_PRICE_STARTER) return 'starter';
  if (priceId === config.STRIPE_PRICE_PROFESSIONAL) return 'professional';
  return null;
}
