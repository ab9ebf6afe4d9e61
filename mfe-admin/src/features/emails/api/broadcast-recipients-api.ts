import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type BroadcastRecipientCount, type BroadcastSegment } from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { BROADCAST_SCREEN_TEXTS } from '../../../texts.js';

/** How many users a broadcast to `recipients` would be sent to now (the count the send itself records). */
export async function fetchBroadcastRecipients(
  recipients: BroadcastSegment,
): Promise<BroadcastRecipientCount> {
  const { data } = await adminRequest(
    callApi(ADMIN_ENDPOINTS.broadcastRecipients, { query: { recipients } }),
    BROADCAST_SCREEN_TEXTS.countFailed,
  );
  return data;
}

export const broadcastRecipientsQueryOptions = (recipients: BroadcastSegment) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'broadcasts', 'recipients', recipients],
    queryFn: () => fetchBroadcastRecipients(recipients),
  });

/** Asked afresh each time the confirmation opens: users join and unsubscribe between two broadcasts. */
export const useBroadcastRecipients = (recipients: BroadcastSegment) =>
  useQuery({ ...broadcastRecipientsQueryOptions(recipients), refetchOnMount: 'always' });
