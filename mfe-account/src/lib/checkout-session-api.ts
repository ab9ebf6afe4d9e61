import { useMutation } from '@tanstack/react-query';
import {
  BILLING_ENDPOINTS,
  BILLING_MESSAGES,
  type CheckoutPlan,
  type CheckoutResponse,
} from '@pac/contracts';
import { callApi } from '@pac/session';
import { outcomeOf, type ApiOutcome } from './identity-api.js';

export type CheckoutOutcome = { kind: 'redirect'; url: string } | { kind: 'error'; message: string };

export interface CheckoutRequest {
  plan: string;
  /** A renewal token (checkout only, never a session) for an expired plan; otherwise the session cookie. */
  renewToken?: string;
}

/** POST /api/payment/checkout, with the renew token as bearer when there is one. */
const postCheckout = ({ plan, renewToken }: CheckoutRequest): Promise<ApiOutcome<CheckoutResponse>> =>
  outcomeOf(
    callApi(BILLING_ENDPOINTS.checkout, {
      // Any plan the page was given goes as is: the server refuses an unknown one with its own text, shown as is.
      query: { plan: plan as CheckoutPlan },
      ...(renewToken ? { headers: { Authorization: `Bearer ${renewToken}` } } : {}),
    }),
  );

/** The subscribe page's plan checkout, read by checkoutOutcomeOf. */
export async function startCheckout(request: CheckoutRequest): Promise<CheckoutOutcome> {
  return checkoutOutcomeOf(await postCheckout(request));
}

/**
 * A checkout answer (a plan's or the add-on's) as the subscribe page reads it: the checkout page to go to, or the
 * server's error (BILLING_MESSAGES' own text when the server gave none).
 */
export function checkoutOutcomeOf(outcome: ApiOutcome<CheckoutResponse>): CheckoutOutcome {
  if (outcome.kind === 'network') return { kind: 'error', message: BILLING_MESSAGES.checkoutNetworkError };
  if (outcome.kind === 'ok' && typeof outcome.body.checkout_url === 'string' && outcome.body.checkout_url) {
    return { kind: 'redirect', url: outcome.body.checkout_url };
  }
  return {
    kind: 'error',
    message: (outcome.kind === 'refused' && outcome.error) || BILLING_MESSAGES.checkoutFailed,
  };
}

/**
 * The sign-in screens' reading: any answer that carries a checkout page is followed; null when none could be had
 * (billing down, or no URL), and the user goes on without checkout.
 */
export async function requestCheckout(request: CheckoutRequest): Promise<string | null> {
  const outcome = await postCheckout(request);
  if (outcome.kind === 'network') return null;
  const url = outcome.body.checkout_url;
  return typeof url === 'string' && url ? url : null;
}

export const useCheckoutMutation = () => useMutation({ mutationFn: startCheckout });

export const useRenewalCheckoutMutation = () => useMutation({ mutationFn: requestCheckout });
