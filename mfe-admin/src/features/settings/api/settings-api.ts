import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type AdminSettingsData } from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

export async function fetchSettings(): Promise<AdminSettingsData> {
  const { data } = await adminRequest(callApi(ADMIN_ENDPOINTS.settings), ADMIN_SCREEN_TEXTS.settingsFailed);
  return data;
}

export const settingsQueryKey = [ADMIN_QUERY_ROOT, 'settings'] as const;

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey, queryFn: fetchSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
