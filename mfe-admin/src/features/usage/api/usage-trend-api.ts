import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type UsageTrendData } from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

/** Calculations and exports per day over the last 30 days, for the Usage page's chart. */
export async function fetchUsageTrend(): Promise<UsageTrendData> {
  const { data } = await adminRequest(callApi(ADMIN_ENDPOINTS.usageTrend), ADMIN_SCREEN_TEXTS.usageFailed);
  return data;
}

export const usageTrendQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'usage', 'daily'], queryFn: fetchUsageTrend });

export const useUsageTrend = () => useQuery(usageTrendQueryOptions());
