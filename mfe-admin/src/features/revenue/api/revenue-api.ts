import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type RevenueData, type RevenuePeriod } from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

export async function fetchRevenue(period: RevenuePeriod): Promise<RevenueData> {
  const { data } = await adminRequest(
    callApi(ADMIN_ENDPOINTS.revenue, { query: { period } }),
    ADMIN_SCREEN_TEXTS.revenueFailed,
  );
  return data;
}

export const revenueQueryOptions = (period: RevenuePeriod) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'revenue', period],
    queryFn: () => fetchRevenue(period),
    // The last period's figures stay until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useRevenue = (period: RevenuePeriod) => useQuery(revenueQueryOptions(period));
