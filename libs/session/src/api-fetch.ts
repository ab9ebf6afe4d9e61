import { SESSION_MESSAGES, type AnyEndpoint } from '@pac/contracts';
import { getRuntimeConfig } from './runtime-config.js';
import { endSession } from './session-store.js';

/**
 * fetch's options, plus the catalogue entry the request goes to: it decides whether a 401 ends the site session.
 * A request without one never signs anyone out.
 */
export type ApiFetchInit = RequestInit & { endpoint?: Pick<AnyEndpoint, 'access' | 'signIn'> };

/** Joins the runtime API base with a public API path such as `/api/newsletter/subscribe`. */
export function apiUrl(path: string): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** fetch with the site's defaults, and nothing else: for the session check itself. */
export function fetchApi(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const { headers: initHeaders, endpoint: _endpoint, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (typeof rest.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return fetch(apiUrl(path), { credentials: 'include', ...rest, headers });
}

/**
 * Whether a 401 from this endpoint means the site session is over: one that needs a site session. Not a sign-in
 * step (a wrong password is a 401 too), not a public endpoint, not the admin portal (its own session and guard).
 * The caller names the entry, so the browser needs no table of every path to decide.
 */
export function endsSiteSession(entry: Pick<AnyEndpoint, 'access' | 'signIn'> | undefined): boolean {
  return entry !== undefined && !entry.signIn && entry.access !== 'public' && entry.access !== 'admin';
}

/**
 * fetch against the API gateway: cookies included (the httpOnly session cookie is the browser's only credential;
 * no token is ever read from storage or sent as a header from here) and a JSON content type when the body is a string.
 * A 401 from an endpoint that needs the site session signs this tab out with SESSION_MESSAGES.sessionEnded, so
 * the page never goes on looking signed in.
 */
export async function apiFetch(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const response = await fetchApi(path, init);
  if (response.status === 401 && endsSiteSession(init.endpoint)) {
    endSession(SESSION_MESSAGES.sessionEnded);
  }
  return response;
}
