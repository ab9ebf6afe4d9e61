import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '@pac/contracts';
import { getSessionSnapshot, updateStoredUser } from '@pac/session';
import { callApi } from '../../lib/identity-api.js';

export const subscriptionKey = ['billing', 'subscription'] as const;

/**
 * GET /api/billing/subscription, null when it could not be read. The stored user may be older than the account:
 * the server's plan and status win, and are stored.
 */
export async function fetchSubscription(): Promise<SubscriptionResponse | null> {
  const outcome = await callApi<SubscriptionResponse>('/api/billing/subscription');
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
