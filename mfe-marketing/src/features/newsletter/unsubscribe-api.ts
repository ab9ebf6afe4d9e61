import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@pac/session';

export interface UnsubscribeRequest {
  /** The newsletter's or the broadcasts' unsubscribe endpoint: both take the mail link's token. */
  apiPath: string;
  token: string;
}

export type UnsubscribeOutcome = { kind: 'done' | 'error'; text: string | undefined };

/** POST the link's token; the server's message or error as it comes (the page has the fallback texts). */
export async function unsubscribe({ apiPath, token }: UnsubscribeRequest): Promise<UnsubscribeOutcome> {
  try {
    const response = await apiFetch(apiPath, { method: 'POST', body: JSON.stringify({ token }) });
    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    return response.ok ? { kind: 'done', text: body.message } : { kind: 'error', text: body.error };
  } catch {
    return { kind: 'error', text: undefined };
  }
}

export const useUnsubscribeMutation = () => useMutation({ mutationFn: unsubscribe });
