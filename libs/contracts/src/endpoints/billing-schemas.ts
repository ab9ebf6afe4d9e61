import { addOnCheckoutQuerySchema, checkoutQuerySchema, checkoutSessionQuerySchema } from '../billing.js';
import { endpointSchemas } from './endpoint-schemas.js';
import { BILLING_ENDPOINTS } from './billing.js';

/**
 * The schemas the billing service validates BILLING_ENDPOINTS' bodies and queries with (its pipes, the catalogue check
 * and the fuzz tests read them here). Server side only: the entries stay zod-free for the browser.
 */
export const BILLING_ENDPOINT_SCHEMAS = endpointSchemas(BILLING_ENDPOINTS, {
  checkout: { query: checkoutQuerySchema },
  addOnCheckout: { query: addOnCheckoutQuerySchema },
  checkoutSession: { query: checkoutSessionQuerySchema },
});

/**
 * One line per billing endpoint for people: services/README.md's tables show it. Kept here, on the server side, because
 * the browser bundles the entries and has no use for these texts.
 */
export const BILLING_ENDPOINT_SUMMARIES = {
  addOnCheckout:
    "A hosted checkout for the live-calls add-on on the user's running Starter or Professional plan",
  checkout: 'A hosted checkout for a card plan (session, or the renew token of an expired plan)',
  checkoutSession: 'Confirms a returned checkout with the provider',
  stripeWebhook:
    "The payment provider's events (raw body, Stripe-Signature verified, each event applied once)",
  subscription: "The signed-in user's plan and paid subscription",
  cancelSubscription: 'Cancels the subscription at the end of the paid period',
  runExpiry: 'Marks lapsed plans expired now (the periodic sweep does it every few minutes)',
} as const satisfies Record<keyof typeof BILLING_ENDPOINTS, string>;
