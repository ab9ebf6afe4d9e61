import { DEFAULT_PORTS } from '@pac/contracts';
import {
  corsOriginsVariable,
  httpUrlVariable,
  jwtSecretVariable,
  publicSiteUrlVariable,
  serviceEnvSchema,
} from '@pac/server-kit/config';
import { z } from 'zod';

/** An empty value (`STRIPE_SECRET_KEY=` in a .env) means "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const priceId = optional(z.string().regex(/^price_\w+$/, 'must be a price id like price_1Abc…'));

/** Everything the billing service reads from the environment (documented in services/README.md). */
export const billingConfigSchema = serviceEnvSchema(DEFAULT_PORTS.billing).extend({
  /** Verifies session tokens; the same value identity signs with. */
  JWT_SECRET: jwtSecretVariable,
  /** Where users reach the site: checkout returns to /payment-success and /payment-cancel there. */
  PUBLIC_SITE_URL: publicSiteUrlVariable,
  CORS_ORIGINS: corsOriginsVariable,
  /**
   * The payment provider's secret key. Unset: the local payment stand-in at PAYMENT_STAND_IN_URL. A secret key or
   * webhook secret saved in the admin portal (Settings → Stripe) takes precedence (see PaymentProvider).
   */
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a secret key like sk_live_… or sk_test_…'),
  ),
  /** Signing secret of webhook deliveries (the provider's, or the one the stand-in signs with). */
  STRIPE_WEBHOOK_SECRET: z.string().min(16, 'must be the webhook signing secret (whsec_…)'),
  /** The local stand-in's API address, used only when STRIPE_SECRET_KEY is unset. */
  PAYMENT_STAND_IN_URL: httpUrlVariable.default(`http://127.0.0.1:${DEFAULT_PORTS.paymentStandIn}`),
  /** Provider price ids of the monthly plans; unset: checkout sends the catalogue price inline. */
  STRIPE_PRICE_STARTER: priceId,
  STRIPE_PRICE_PROFESSIONAL: priceId,
  /** Provider price ids of the plans with the live-calls add-on; unset: the catalogue's upgrade price inline. */
  STRIPE_PRICE_STARTER_LIVE_CALLS: priceId,
  STRIPE_PRICE_PROFESSIONAL_LIVE_CALLS: priceId,
  /** How often lapsed plans are marked expired (seconds; 0 turns the periodic run off). */
  PLAN_EXPIRY_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** Injection token of the validated billing configuration. */
export const BILLING_CONFIG = Symbol('BILLING_CONFIG');
