import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type UsageData } from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

export async function fetchUsage(): Promise<UsageData> {
  const { data } = await adminRequest(callApi(ADMIN_ENDPOINTS.usage), ADMIN_SCREEN_TEXTS.usageFailed);
  return data;
}

export const usageQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'usage'], queryFn: fetchUsage });

export const useUsage = () => useQuery(usageQueryOptions());
