import { BILLING_MESSAGES, type SubscriptionResponse } from '@pac/contracts';
import { callApi } from '../../lib/identity-api.js';

export type CheckoutOutcome = { kind: 'redirect'; url: string } | { kind: 'error'; message: string };

/**
 * Subscribe page checkout: the session's bearer token, or the renew token of an expired plan when there is no
 * session; the server's error, or BILLING_MESSAGES' own text when the server gave none.
 */
export async function startCheckout(plan: string, renewToken?: string): Promise<CheckoutOutcome> {
  const outcome = await callApi<{ checkout_url?: unknown }>(
    `/api/payment/checkout?plan=${encodeURIComponent(plan)}`,
    {
      method: 'POST',
      body: '{}',
      ...(renewToken ? { headers: { Authorization: `Bearer ${renewToken}` } } : {}),
    },
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

export async function fetchSubscription(): Promise<SubscriptionResponse | null> {
  const outcome = await callApi<SubscriptionResponse>('/api/billing/subscription');
  return outcome.kind === 'ok' ? outcome.body : null;
}

export async function cancelSubscription(): Promise<
  { ok: true; body: SubscriptionResponse } | { ok: false; message: string }
> {
  const outcome = await callApi<SubscriptionResponse>('/api/billing/subscription/cancel', {
    method: 'POST',
    body: '{}',
  });
  if (outcome.kind === 'ok') return { ok: true, body: outcome.body };
  if (outcome.kind === 'network') return { ok: false, message: BILLING_MESSAGES.checkoutNetworkError };
  return { ok: false, message: outcome.error ?? BILLING_MESSAGES.paymentsUnavailable };
}
