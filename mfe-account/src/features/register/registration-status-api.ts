import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS } from '@pac/contracts';
import { callApi, endpointQueryKey } from '@pac/session';
import { outcomeOf } from '../../lib/identity-api.js';

/**
 * Whether the admin has sign-ups switched off (General settings, via /api/site-status). An unreadable status
 * leaves the form up: the server refuses a closed sign-up itself.
 */
export async function fetchRegistrationClosed(): Promise<boolean> {
  const outcome = await outcomeOf(callApi(ADMIN_ENDPOINTS.siteStatus));
  // Only a readable `false` closes the form (the answer is not schema-checked on the way in).
  return outcome.kind === 'ok' && outcome.body.registrationEnabled === false;
}

export const registrationClosedQueryOptions = () =>
  queryOptions({
    queryKey: [...endpointQueryKey(ADMIN_ENDPOINTS.siteStatus), 'registration-closed'],
    queryFn: fetchRegistrationClosed,
  });

/** True, false, or undefined while unknown. */
export const useRegistrationClosed = () => useQuery(registrationClosedQueryOptions()).data;
