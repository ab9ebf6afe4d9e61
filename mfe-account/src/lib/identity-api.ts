import { apiFetch, type ApiFetchInit } from '@pac/session';

/** What a screen needs to know about one call: the body on success, the server's words on refusal, or no answer. */
export type ApiOutcome<T> =
  | { kind: 'ok'; body: T }
  | { kind: 'refused'; error: string | null; body: Record<string, unknown> }
  | { kind: 'network' };

async function readBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await response.json();
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    // A proxy error page or an empty body: treated as a refusal without a message.
    return {};
  }
}

/**
 * Calls the API; `success: true` in a 2xx answer is success, anything else a refusal, carrying the server's `error`
 * text when it gave one.
 */
export async function callApi<T>(path: string, init: ApiFetchInit = {}): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await apiFetch(path, init);
  } catch {
    return { kind: 'network' };
  }
  const body = await readBody(response);
  if (response.ok && body.success === true) return { kind: 'ok', body: body as T };
  const error = typeof body.error === 'string' && body.error.trim() ? body.error : null;
  return { kind: 'refused', error, body };
}

/** POST with a JSON body. Sign-in calls send no stored bearer token: they are about to replace it. */
export const postJson = <T>(path: string, payload: unknown, init: ApiFetchInit = {}) =>
  callApi<T>(path, { ...init, method: 'POST', body: JSON.stringify(payload) });
