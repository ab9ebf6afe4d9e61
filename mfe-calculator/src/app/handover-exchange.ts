import {
  HANDOVER_MESSAGES,
  HANDOVER_PATHS,
  HANDOVER_QUERY_PARAM,
  authSuccessResponseSchema,
} from '@pac/contracts';
import { apiFetch, storeSession } from '@pac/session';

export type HandoverOutcome =
  /** The address carried no code: whoever is here carries on as they are. */
  | { kind: 'none' }
  | { kind: 'signed-in' }
  /** Refused or unreachable: nothing is stored, the visitor uses the calculator signed out. */
  | { kind: 'failed'; message: string };

/** An exchange that hangs must not keep the calculator from starting. */
const EXCHANGE_TIMEOUT_MS = 10_000;

function errorOf(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error ? error : null;
}

/**
 * The receiving end of the calculator hand-over when this remote runs as its own site: `?handover=<code>` from the
 * platform is exchanged for a session (its cookie on this site), the user stored the way the site stores a signed-in one. The code leaves the
 * address bar first, so a reload never replays a spent code and history never keeps it.
 */
export async function exchangeHandoverCode(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
): Promise<HandoverOutcome> {
  const url = new URL(location.href);
  const code = url.searchParams.get(HANDOVER_QUERY_PARAM);
  if (code === null) return { kind: 'none' };
  url.searchParams.delete(HANDOVER_QUERY_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);

  try {
    const response = await apiFetch(HANDOVER_PATHS.exchange, {
      method: 'POST',
      // The code is the credential here; the answer sets this site's own session cookie.
      body: JSON.stringify({ code }),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    const signedIn = authSuccessResponseSchema.safeParse(body);
    if (response.ok && signedIn.success) {
      storeSession(signedIn.data.user);
      return { kind: 'signed-in' };
    }
    // A refusal names its reason (expired, too many tries); anything else gets the general text.
    const refusal = response.ok ? null : errorOf(body);
    return { kind: 'failed', message: refusal ?? HANDOVER_MESSAGES.failed };
  } catch {
    return { kind: 'failed', message: HANDOVER_MESSAGES.failed };
  }
}
