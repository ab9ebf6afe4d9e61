import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_ENDPOINTS, BILLING_MESSAGES, type SubscriptionResponse } from '@pac/contracts';
import { callApi } from '@pac/session';
import { outcomeOf } from '../../lib/identity-api.js';
import { subscriptionKey } from './subscription-api.js';

export type CancelOutcome = { ok: true; body: SubscriptionResponse } | { ok: false; message: string };

/** POST /api/billing/subscription/cancel: the subscription as it now stands, or what to show. */
export async function cancelSubscription(): Promise<CancelOutcome> {
  const outcome = await outcomeOf(callApi(BILLING_ENDPOINTS.cancelSubscription));
  if (outcome.kind === 'ok') return { ok: true, body: outcome.body };
  if (outcome.kind === 'network') return { ok: false, message: BILLING_MESSAGES.checkoutNetworkError };
  return { ok: false, message: outcome.error ?? BILLING_MESSAGES.paymentsUnavailable };
}

/** Cancels, and the subscription the page shows becomes the server's answer. */
export function useCancelSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (outcome) => {
      if (outcome.ok) queryClient.setQueryData(subscriptionKey, outcome.body);
    },
  });
}
