import { useMutation } from '@tanstack/react-query';
import {
  BILLING_ENDPOINTS,
  BILLING_MESSAGES,
  LIVE_CALLS_ADD_ON,
  type CheckoutResponse,
} from '@pac/contracts';
import { callApi } from '@pac/session';
import { type CheckoutOutcome } from '../../lib/checkout-session-api.js';
import { outcomeOf } from '../../lib/identity-api.js';

/**
 * POST /api/payment/add-on/checkout?add_on=live_calls (session cookie): the checkout page for the user's plan with
 * the live-calls add-on, or the server's refusal in its own words (the page's fallbacks when it gave none).
 */
export async function startAddOnCheckout(): Promise<CheckoutOutcome> {
  const outcome = await outcomeOf<CheckoutResponse>(
    callApi(BILLING_ENDPOINTS.addOnCheckout, { query: { add_on: LIVE_CALLS_ADD_ON.id } }),
  );
  if (outcome.kind === 'network') return { kind: 'error', message: BILLING_MESSAGES.checkoutNetworkError };
  if (outcome.kind === 'ok' && typeof outcome.body.checkout_url === 'string' && outcome.body.checkout_url) {
    return { kind: 'redirect', url: outcome.body.checkout_url };
  }
  return {
    kind: 'error',
    message: (outcome.kind === 'refused' && outcome.error) || BILLING_MESSAGES.checkoutFailed,
  };
}

export const useAddOnCheckoutMutation = () => useMutation({ mutationFn: startAddOnCheckout });
