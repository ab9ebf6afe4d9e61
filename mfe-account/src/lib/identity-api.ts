import { ApiError } from '@pac/session';

/** What a screen needs to know about one call: the body on success, the server's words on refusal, or no answer. */
export type ApiOutcome<T> =
  | { kind: 'ok'; body: T }
  | { kind: 'refused'; error: string | null; body: Record<string, unknown> }
  | { kind: 'network' };

const serverText = (body: Readonly<Record<string, unknown>>) =>
  typeof body.error === 'string' && body.error.trim() ? body.error : null;

/**
 * Reads a `callApi(...)` the way the account screens do: `success: true` in the answer is success, anything else a
 * refusal carrying the server's `error` text when it gave one (the screens fall back to their own texts).
 */
export async function outcomeOf<T>(call: Promise<T>): Promise<ApiOutcome<T>> {
  let body: T;
  try {
    body = await call;
  } catch (error) {
    if (!(error instanceof ApiError) || error.isNetworkError) return { kind: 'network' };
    return { kind: 'refused', error: serverText(error.body), body: { ...error.body } };
  }
  const answer: unknown = body;
  if (typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true)
    return { kind: 'ok', body };
  const refusal = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  return { kind: 'refused', error: serverText(refusal), body: refusal };
}
