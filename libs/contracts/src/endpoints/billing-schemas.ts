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
