import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DashboardData } from '@pac/contracts';
import { ADMIN_API_PATHS } from '../../../lib/admin-paths.js';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

export async function fetchDashboard(): Promise<DashboardData> {
  const { data } = await adminRequest<{ data: DashboardData }>(
    ADMIN_API_PATHS.dashboard,
    ADMIN_SCREEN_TEXTS.dashboardFailed,
  );
  return data;
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'dashboard'], queryFn: fetchDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
