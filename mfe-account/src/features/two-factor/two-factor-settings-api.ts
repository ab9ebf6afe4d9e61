import { queryOptions, useQuery } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS, IDENTITY_MESSAGES } from '@pac/contracts';
import { callApi, endpointQueryKey } from '@pac/session';
import { outcomeOf } from '../../lib/identity-api.js';

/** GET /api/2fa/settings (cookie and bearer); a refusal or no answer is the query's error. */
export async function fetchTwoFactorSettings(): Promise<unknown> {
  const outcome = await outcomeOf(callApi(IDENTITY_ENDPOINTS.twoFactorSettings));
  if (outcome.kind !== 'ok') throw new Error(IDENTITY_MESSAGES.settingsLoadFailed);
  return outcome.body;
}

export const twoFactorSettingsQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey(IDENTITY_ENDPOINTS.twoFactorSettings),
    queryFn: fetchTwoFactorSettings,
  });

export const useTwoFactorSettings = () => useQuery(twoFactorSettingsQueryOptions());
