import { useMutation } from '@tanstack/react-query';
import { type ADMIN_ENDPOINTS, type CONTENT_ENDPOINTS } from '@pac/contracts';
import { ApiError, callApi } from '@pac/session';

/** The newsletter's or the broadcasts' unsubscribe endpoint: both take the mail link's token. */
export type UnsubscribeEndpoint =
  typeof CONTENT_ENDPOINTS.newsletterUnsubscribe | typeof ADMIN_ENDPOINTS.emailUnsubscribe;

export interface UnsubscribeRequest {
  endpoint: UnsubscribeEndpoint;
  token: string;
}

export type UnsubscribeOutcome = { kind: 'done' | 'error'; text: string | undefined };

/** POST the link's token; the server's message or error as it comes (the page has the fallback texts). */
export async function unsubscribe({ endpoint, token }: UnsubscribeRequest): Promise<UnsubscribeOutcome> {
  try {
    const answer = await callApi(endpoint, { body: { token } });
    return { kind: 'done', text: answer?.message };
  } catch (error) {
    const refusal = error instanceof ApiError ? error.body.error : undefined;
    return { kind: 'error', text: typeof refusal === 'string' ? refusal : undefined };
  }
}

export const useUnsubscribeMutation = () => useMutation({ mutationFn: unsubscribe });
