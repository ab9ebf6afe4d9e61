import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import {
  ADMIN_ENDPOINTS,
  BROADCAST_PROGRESS_POLL_MS,
  isBroadcastFinished,
  type BroadcastProgress,
} from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { BROADCAST_SCREEN_TEXTS } from '../../../texts.js';

export async function fetchBroadcastProgress(broadcastId: string): Promise<BroadcastProgress> {
  const { data } = await adminRequest(
    callApi(ADMIN_ENDPOINTS.broadcast, { params: { id: broadcastId } }),
    BROADCAST_SCREEN_TEXTS.failedDefault,
  );
  return data;
}

/**
 * One broadcast's progress, asked every BROADCAST_PROGRESS_POLL_MS until it is finished, and not while the tab is in
 * the background. A failed poll is simply asked again on the next tick (the broadcast goes on regardless).
 */
export const broadcastProgressQueryOptions = (broadcastId: string | null) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'broadcast-progress', broadcastId],
    queryFn: broadcastId ? () => fetchBroadcastProgress(broadcastId) : skipToken,
    refetchInterval: (query) =>
      query.state.data && isBroadcastFinished(query.state.data) ? false : BROADCAST_PROGRESS_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const useBroadcastProgressQuery = (broadcastId: string | null) =>
  useQuery(broadcastProgressQueryOptions(broadcastId));
