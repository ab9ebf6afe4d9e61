import { apiFetch } from './api-fetch.js';
import { LEGACY_TOKEN_KEYS, STORAGE_KEYS } from './storage-keys.js';

/** The user record kept in browser storage : display data only, never a credential. */
export interface SessionUser {
  full_name: string;
  email: string;
  plan: string;
  plan_status?: string;
  role?: string;
}

export interface SessionSnapshot {
  user: SessionUser | null;
  /**
   * Logged in means a user is stored. The credential is the httpOnly session cookie, which no script can read: the
   * stored user is what the server last said, and `refreshSession` corrects it (a 401 signs out).
   */
  isLoggedIn: boolean;
}

/** Identity's "who is this browser?" answer for the session cookie: {success, user}, or 401 without a live session. */
export const SESSION_CHECK_PATH = '/api/auth/verify';

const isSessionUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SessionUser).email === 'string' &&
  typeof (value as SessionUser).full_name === 'string';

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Tokens earlier builds stored are removed the first time this module runs in a page. */
function forgetLegacyTokens(): void {
  try {
    for (const key of LEGACY_TOKEN_KEYS) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
  } catch {
    // Storage can be unavailable (privacy modes); there is then nothing stored to forget either.
  }
}
forgetLegacyTokens();

const listeners = new Set<() => void>();
let cached: { rawUser: string | null; snapshot: SessionSnapshot } | null = null;

/**
 * Read from storage on every call, so a write that bypassed this module is still seen; the same object comes back
 * while the stored string is unchanged, as useSyncExternalStore requires.
 */
export function getSessionSnapshot(): SessionSnapshot {
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  if (cached?.rawUser !== rawUser) {
    const user = parseUser(rawUser);
    cached = { rawUser, snapshot: { user, isLoggedIn: user !== null } };
  }
  return cached.snapshot;
}

function refresh(): void {
  listeners.forEach((listener) => listener());
}

/** Other tabs change storage: the `storage` event tells us (it never fires in the tab that wrote). */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.user) refresh();
}

export function subscribeToSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * After a sign-in (whose answer set the session cookie): stores the user for display; every mounted useSession sees
 * it at once. The token, if a caller has one, is not taken: the site never keeps it.
 */
export function storeSession(user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  refresh();
}

/** Replaces the stored user only (e.g. after a profile refresh on the payment-success page). */
export function updateStoredUser(user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  refresh();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.user);
  forgetLegacyTokens();
  refresh();
}

let checking: Promise<SessionUser | null | undefined> | null = null;

/**
 * Asks identity whether the session cookie is still live and makes the stored user agree: the server's user
 * replaces it, a 401 signs out. Anything else (offline, 5xx) leaves it as it is. Resolves to the user, null when
 * signed out, undefined when no answer was had. Concurrent calls share one request.
 */
export function refreshSession(): Promise<SessionUser | null | undefined> {
  checking ??= (async () => {
    try {
      const response = await apiFetch(SESSION_CHECK_PATH);
      if (response.status === 401) {
        clearSession();
        return null;
      }
      const body = (await response.json().catch(() => null)) as { user?: unknown } | null;
      if (!response.ok || !isSessionUser(body?.user)) return undefined;
      const { full_name, email, plan, plan_status, role } = body.user;
      const user: SessionUser = { full_name, email, plan, plan_status, role };
      if (JSON.stringify(user) !== localStorage.getItem(STORAGE_KEYS.user)) updateStoredUser(user);
      return user;
    } catch {
      return undefined;
    } finally {
      checking = null;
    }
  })();
  return checking;
}
