import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteStatusSchema } from '@pac/contracts';
import { callApi } from '../../lib/identity-api.js';

export const SITE_STATUS_PATH = '/api/site-status';

/**
 * Whether the admin has sign-ups switched off (General settings, via /api/site-status). An unreadable status
 * leaves the form up: the server refuses a closed sign-up itself.
 */
export async function fetchRegistrationClosed(): Promise<boolean> {
  const outcome = await callApi<unknown>(SITE_STATUS_PATH);
  const status = outcome.kind === 'ok' ? siteStatusSchema.safeParse(outcome.body) : null;
  return status?.success ? !status.data.registrationEnabled : false;
}

export const registrationClosedQueryOptions = () =>
  queryOptions({ queryKey: ['site-status', 'registration-closed'], queryFn: fetchRegistrationClosed });

/** True, false, or undefined while unknown. */
export const useRegistrationClosed = () => useQuery(registrationClosedQueryOptions()).data;
