import { useMutation } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type BroadcastAcceptedResponse, type BroadcastRequest } from '@pac/contracts';
import { callApi } from '@pac/session';
import { adminRequest } from '../../../lib/admin-request.js';
import { BROADCAST_SCREEN_TEXTS } from '../../../texts.js';

/** Queues a broadcast; the answer names it, so the page can follow its progress. */
export const sendBroadcast = (request: BroadcastRequest): Promise<BroadcastAcceptedResponse> =>
  adminRequest(
    callApi(ADMIN_ENDPOINTS.sendBroadcast, { body: request }),
    BROADCAST_SCREEN_TEXTS.failedDefault,
  );

export const useSendBroadcast = () => useMutation({ mutationFn: sendBroadcast });
