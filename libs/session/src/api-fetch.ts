import { getRuntimeConfig } from './runtime-config.js';

export type ApiFetchInit = RequestInit;

/** Joins the runtime API base with a public API path such as `/api/newsletter/subscribe`. */
export function apiUrl(path: string): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * fetch against the API gateway: cookies included (the httpOnly session cookie is the browser's only credential;
 * no token is ever read from storage or sent as a header from here) and a JSON content type when the body is a string.
 */
export function apiFetch(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const { headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (typeof rest.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return fetch(apiUrl(path), { credentials: 'include', ...rest, headers });
}
