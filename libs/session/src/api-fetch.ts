import { IDENTITY_MESSAGES, findEndpoint } from '@pac/contracts';
import { getRuntimeConfig } from './runtime-config.js';
import { endSession } from './session-store.js';

export type ApiFetchInit = RequestInit;

/** Joins the runtime API base with a public API path such as `/api/newsletter/subscribe`. */
export function apiUrl(path: string): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** fetch with the site's defaults, and nothing else: for the session check itself. */
export function fetchApi(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const { headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (typeof rest.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return fetch(apiUrl(path), { credentials: 'include', ...rest, headers });
}

/**
 * Whether a 401 from this request means the site session is over: an endpoint of the catalogue that needs a site
 * session. Not a sign-in step (a wrong password is a 401 too), not a public endpoint, not the admin portal (its
 * own session and guard), not a path outside the catalogue.
 */
export function endsSiteSession(method: string, path: string): boolean {
  const entry = findEndpoint(method, path);
  return entry !== undefined && !entry.signIn && entry.access !== 'public' && entry.access !== 'admin';
}

/**
 * fetch against the API gateway: cookies included (the httpOnly session cookie is the browser's only credential;
 * no token is ever read from storage or sent as a header from here) and a JSON content type when the body is a string.
 * A 401 from an endpoint that needs the site session signs this tab out with IDENTITY_MESSAGES.sessionEnded, so
 * the page never goes on looking signed in.
 */
export async function apiFetch(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const response = await fetchApi(path, init);
  if (response.status === 401 && endsSiteSession(init.method ?? 'GET', path)) {
    endSession(IDENTITY_MESSAGES.sessionEnded);
  }
  return response;
}
