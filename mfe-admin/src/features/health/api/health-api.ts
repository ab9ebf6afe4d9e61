import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, HEALTH_POLL_MS, type SystemHealthData } from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

export async function fetchHealth(): Promise<SystemHealthData> {
  const { data } = await adminRequest(callApi(ADMIN_ENDPOINTS.systemHealth), ADMIN_SCREEN_TEXTS.healthFailed);
  return data;
}

/** Asked again every HEALTH_POLL_MS while the page is open, but not while its tab is in the background. */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'health'],
    queryFn: fetchHealth,
    refetchInterval: HEALTH_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const useHealth = () => useQuery(healthQueryOptions());
