import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type DashboardData } from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

export async function fetchDashboard(): Promise<DashboardData> {
  const { data } = await adminRequest(callApi(ADMIN_ENDPOINTS.dashboard), ADMIN_SCREEN_TEXTS.dashboardFailed);
  return data;
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'dashboard'], queryFn: fetchDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
