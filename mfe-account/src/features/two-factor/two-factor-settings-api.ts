import { queryOptions, useQuery } from '@tanstack/react-query';
import { IDENTITY_MESSAGES } from '@pac/contracts';
import { callApi } from '../../lib/identity-api.js';

/** GET /api/2fa/settings (cookie and bearer); a refusal or no answer is the query's error. */
export async function fetchTwoFactorSettings(): Promise<unknown> {
  const outcome = await callApi<unknown>('/api/2fa/settings');
  if (outcome.kind !== 'ok') throw new Error(IDENTITY_MESSAGES.settingsLoadFailed);
  return outcome.body;
}

export const twoFactorSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['two-factor', 'settings'], queryFn: fetchTwoFactorSettings });

export const useTwoFactorSettings = () => useQuery(twoFactorSettingsQueryOptions());
