import { queryOptions, useQuery } from '@tanstack/react-query';
import { BILLING_ENDPOINTS, type SubscriptionResponse } from '@pac/contracts';
import { callApi, endpointQueryKey, getSessionSnapshot, updateStoredUser } from '@pac/session';
import { outcomeOf } from '../../lib/identity-api.js';

export const subscriptionKey = endpointQueryKey(BILLING_ENDPOINTS.subscription);

/**
 * GET /api/billing/subscription, null when it could not be read. The stored user may be older than the account:
 * the server's plan and status win, and are stored.
 */
export async function fetchSubscription(): Promise<SubscriptionResponse | null> {
  const outcome = await outcomeOf(callApi(BILLING_ENDPOINTS.subscription));
  if (outcome.kind !== 'ok') return null;
  const answer = outcome.body;
  const stored = getSessionSnapshot().user;
  if (stored && (stored.plan !== answer.plan || stored.plan_status !== answer.plan_status)) {
    updateStoredUser({ ...stored, plan: answer.plan, plan_status: answer.plan_status });
  }
  return answer;
}

// Read afresh each time the page opens (gcTime 0): nothing of one account stays cached for the next sign-in.
export const subscriptionQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: subscriptionKey, queryFn: fetchSubscription, enabled: signedIn, gcTime: 0 });

export const useSubscription = (signedIn: boolean) => useQuery(subscriptionQueryOptions(signedIn));
