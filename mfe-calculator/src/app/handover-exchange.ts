import {
  HANDOVER_MESSAGES,
  HANDOVER_QUERY_PARAM,
  IDENTITY_ENDPOINTS,
  authSuccessResponseSchema,
} from '@pac/contracts';
import { ApiError, callApi, storeSession } from '@pac/session';

export type HandoverOutcome =
  /** The address carried no code: whoever is here carries on as they are. */
  | { kind: 'none' }
  | { kind: 'signed-in' }
  /** Refused or unreachable: nothing is stored, the visitor uses the calculator signed out. */
  | { kind: 'failed'; message: string };

/** An exchange that hangs must not keep the calculator from starting. */
const EXCHANGE_TIMEOUT_MS = 10_000;

/**
 * The receiving end of the calculator hand-over when this remote runs as its own site: `?handover=<code>` from the
 * platform is exchanged for a session (its cookie on this site), the user stored the way the site stores a signed-in
 * one. The browser sends this origin's one-time state cookie with the exchange (set when the hand-over started
 * here, services/identity calculator-handover): a code this browser did not ask for is refused, so a link carrying
 * someone else's code signs nobody in. The code leaves the address bar first, so a reload never replays a spent
 * code and history never keeps it.
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
    const answer = await callApi(IDENTITY_ENDPOINTS.handoverExchange, {
      // The code and this origin's state cookie are the credential; the answer sets this site's own session cookie.
      body: { code },
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
    // Only a user of the sign-in answer's shape is stored.
    const signedIn = authSuccessResponseSchema.safeParse(answer);
    if (!signedIn.success) return { kind: 'failed', message: HANDOVER_MESSAGES.failed };
    storeSession(signedIn.data.user);
    return { kind: 'signed-in' };
  } catch (error) {
    // A refusal names its reason (expired, too many tries); anything else (no answer, a 2xx in another shape, the
    // timeout) gets the general text.
    const refused = error instanceof ApiError && error.status >= 300;
    const reason =
      refused && typeof error.body.error === 'string' && error.body.error ? error.body.error : null;
    return { kind: 'failed', message: reason ?? HANDOVER_MESSAGES.failed };
  }
}
