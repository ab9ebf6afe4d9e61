import { queryOptions, useQuery } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS, IDENTITY_MESSAGES } from '@pac/contracts';
import { callApi } from '@pac/session';
import { outcomeOf } from '../../lib/identity-api.js';

export type Confirmation =
  { kind: 'confirmed'; message: string } | { kind: 'failed'; message: string; canRetry: boolean };

/** IDENTITY_ENDPOINTS.verifyEmail with the link's token; only a network failure leaves it usable. */
export async function confirmEmail(token: string): Promise<Confirmation> {
  const outcome = await outcomeOf(callApi(IDENTITY_ENDPOINTS.verifyEmail, { body: { token } }));
  if (outcome.kind === 'ok')
    return { kind: 'confirmed', message: outcome.body.message || IDENTITY_MESSAGES.emailVerified };
  if (outcome.kind === 'network')
    return { kind: 'failed', message: IDENTITY_MESSAGES.networkError, canRetry: true };
  return {
    kind: 'failed',
    message: outcome.error ?? IDENTITY_MESSAGES.verificationLinkInvalid,
    canRetry: false,
  };
}

// The token works once: the answer is kept for good, so a remount (StrictMode's included) never posts it again
// and turns a success into "used"; only the page's "Try Again" asks anew.
export const emailConfirmationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['email-confirmation', token],
    queryFn: () => confirmEmail(token),
    enabled: token !== '',
    staleTime: Infinity,
    refetchOnReconnect: false,
  });

export const useEmailConfirmation = (token: string) => useQuery(emailConfirmationQueryOptions(token));
