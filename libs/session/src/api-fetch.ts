import { getRuntimeConfig } from './runtime-config.js';
import { STORAGE_KEYS } from './storage-keys.js';

export interface ApiFetchInit extends RequestInit {
  /** Which stored token to send as bearer: the user's (default), the admin's, or none. */
  auth?: 'user' | 'admin' | false;
}

/** Joins the runtime API base with a spec path such as `/api/newsletter/subscribe`. */
export function apiUrl(path: string): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * fetch against the API gateway: cookies included (the session cookie), the stored bearer token attached, and a
 * JSON content type when the body is a string.
 */
export function apiFetch(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const { auth = 'user', headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (auth) {
    const token = localStorage.getItem(auth === 'admin' ? STORAGE_KEYS.adminToken : STORAGE_KEYS.authToken);
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  }
  if (typeof rest.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return fetch(apiUrl(path), { credentials: 'include', ...rest, headers });
}
