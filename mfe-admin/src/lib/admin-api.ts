import { useCallback, useEffect, useState } from 'react';
import { apiFetch, LEGACY_TOKEN_KEYS, STORAGE_KEYS } from '@pac/session';
import { STEP_UP_REQUIRED_CODE, type PublicUser } from '@pac/contracts';

/** A refused or failed admin call: `status` is the HTTP status, 0 when no answer arrived (network, navigation). */
export class AdminRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's machine code, when it gave one (e.g. STEP_UP_REQUIRED). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AdminRequestError';
  }
}

/** Whether a failure means the admin session itself is gone or not an admin's: only then is it cleared. */
export const isSessionRefusal = (error: unknown): boolean =>
  error instanceof AdminRequestError &&
  (error.status === 401 || error.status === 403) &&
  error.code !== STEP_UP_REQUIRED_CODE;

/** Calls the admin API with the admin session cookie; a failure throws the server's error or `fallback`. */
export async function adminRequest<T>(path: string, fallback: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(path, init);
  } catch {
    throw new AdminRequestError(fallback, 0);
  }
  const body = (await response.json().catch(() => null)) as
    (T & { success?: boolean; error?: string; code?: string }) | null;
  if (!response.ok || !body || body.success === false)
    throw new AdminRequestError(
      body?.error || fallback,
      response.ok ? 500 : response.status,
      typeof body?.code === 'string' ? body.code : undefined,
    );
  return body;
}

/**
 * After the admin sign-in (whose answer set the httpOnly admin session cookie): remembers the admin for display.
 * No token is kept: the cookie is the admin portal's only credential, and the guard asks the server every time.
 */
export function storeAdminSession(user: PublicUser): void {
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
}

export function clearAdminSession(): void {
  localStorage.removeItem(STORAGE_KEYS.adminUser);
  for (const key of LEGACY_TOKEN_KEYS) localStorage.removeItem(key);
}

/** The stored admin user (display data; the admin guard reads its role before asking the server). */
export function readAdminSession(): { user: PublicUser | null } {
  try {
    return { user: JSON.parse(localStorage.getItem(STORAGE_KEYS.adminUser) ?? 'null') as PublicUser | null };
  } catch {
    return { user: null };
  }
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
