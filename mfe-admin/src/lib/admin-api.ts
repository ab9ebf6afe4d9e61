import { useCallback, useEffect, useState } from 'react';
import { apiFetch, STORAGE_KEYS } from '@pac/session';
import { type PublicUser } from '@pac/contracts';

/** A refused or failed admin call: `status` is the HTTP status, 0 when no answer arrived (network, navigation). */
export class AdminRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AdminRequestError';
  }
}

/** Whether a failure means the admin session itself is gone or not an admin's: only then is it cleared. */
export const isSessionRefusal = (error: unknown): boolean =>
  error instanceof AdminRequestError && (error.status === 401 || error.status === 403);

/** Calls the admin API with the stored adminToken; a failure throws the server's error or `fallback`. */
export async function adminRequest<T>(path: string, fallback: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(path, { ...init, auth: 'admin' });
  } catch {
    throw new AdminRequestError(fallback, 0);
  }
  const body = (await response.json().catch(() => null)) as
    (T & { success?: boolean; error?: string }) | null;
  if (!response.ok || !body || body.success === false)
    throw new AdminRequestError(body?.error || fallback, response.ok ? 500 : response.status);
  return body;
}

export function storeAdminSession(user: PublicUser, token: string): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
}

export function clearAdminSession(): void {
  localStorage.removeItem(STORAGE_KEYS.adminToken);
  localStorage.removeItem(STORAGE_KEYS.adminUser);
}

/** The stored admin token and user; a token stored as '', 'undefined' or 'null' counts as none (section 4). */
export function readAdminSession(): { token: string | null; user: PublicUser | null } {
  const token = localStorage.getItem(STORAGE_KEYS.adminToken);
  const validToken = token && token !== 'undefined' && token !== 'null' ? token : null;
  let user: PublicUser | null = null;
  try {
    user = JSON.parse(localStorage.getItem(STORAGE_KEYS.adminUser) ?? 'null') as PublicUser | null;
  } catch {
    user = null;
  }
  return { token: validToken, user };
}

export interface Resource<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** Loads `{success, data}` from an admin path; reloads when the path changes or on `reload()`. */
export function useAdminResource<T>(path: string, fallback: string): Resource<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    adminRequest<{ data: T }>(path, fallback)
      .then((body) => live && setState({ data: body.data, error: null, loading: false }))
      .catch((error: Error) => live && setState({ data: null, error: error.message, loading: false }));
    return () => {
      live = false;
    };
  }, [path, fallback, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}
