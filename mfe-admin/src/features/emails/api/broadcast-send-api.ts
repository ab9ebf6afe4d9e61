import { useMutation } from '@tanstack/react-query';
import { ADMIN_BROADCAST_PATHS, type BroadcastAcceptedResponse, type BroadcastRequest } from '@pac/contracts';
import { adminRequest } from '../../../lib/admin-request.js';
import { BROADCAST_SCREEN_TEXTS } from '../../../texts.js';

/** Queues a broadcast; the answer names it, so the page can follow its progress. */
export const sendBroadcast = (request: BroadcastRequest): Promise<BroadcastAcceptedResponse> =>
  adminRequest<BroadcastAcceptedResponse>(ADMIN_BROADCAST_PATHS.send, BROADCAST_SCREEN_TEXTS.failedDefault, {
    method: 'POST',
    body: JSON.stringify(request),
  });

export const useSendBroadcast = () => useMutation({ mutationFn: sendBroadcast });
