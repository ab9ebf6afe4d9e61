import { useMutation } from '@tanstack/react-query';
import { BILLING_ENDPOINTS, LIVE_CALLS_ADD_ON, type CheckoutResponse } from '@pac/contracts';
import { callApi } from '@pac/session';
import { checkoutOutcomeOf, type CheckoutOutcome } from '../../lib/checkout-session-api.js';
import { outcomeOf } from '../../lib/identity-api.js';

/**
 * POST /api/payment/add-on/checkout?add_on=live_calls (session cookie): the checkout page for the user's plan with
 * the live-calls add-on, or the server's refusal in its own words (the page's fallbacks when it gave none).
 */
export async function startAddOnCheckout(): Promise<CheckoutOutcome> {
  return checkoutOutcomeOf(
    await outcomeOf<CheckoutResponse>(
      callApi(BILLING_ENDPOINTS.addOnCheckout, { query: { add_on: LIVE_CALLS_ADD_ON.id } }),
    ),
  );
}

export const useAddOnCheckoutMutation = () => useMutation({ mutationFn: startAddOnCheckout });
