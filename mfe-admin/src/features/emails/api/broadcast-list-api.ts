import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type BroadcastProgress } from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { BROADCAST_SCREEN_TEXTS } from '../../../texts.js';

/** The newest broadcast (sent earlier, or by another admin), or null when there never was one. */
export async function fetchLatestBroadcast(): Promise<BroadcastProgress | null> {
  const { data } = await adminRequest(
    callApi(ADMIN_ENDPOINTS.broadcasts, { query: { limit: 1 } }),
    BROADCAST_SCREEN_TEXTS.failedDefault,
  );
  return data[0] ?? null;
}

export const latestBroadcastQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'broadcasts', 'latest'], queryFn: fetchLatestBroadcast });

/** Asked each time the page opens: only an answer from now says whether a broadcast is still running. */
export const useLatestBroadcast = () =>
  useQuery({ ...latestBroadcastQueryOptions(), refetchOnMount: 'always' });
