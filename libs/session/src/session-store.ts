import { IDENTITY_ENDPOINTS } from '@pac/contracts';
import { fetchApi } from './api-fetch.js';
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
export const SESSION_CHECK_PATH = IDENTITY_ENDPOINTS.sessionCheck.path;

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
/** Why the server ended this tab's session (a 401 while signed in); null after a sign-in or a sign-out. */
let endedReason: string | null = null;

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
  endedReason = null;
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  refresh();
}

/** Replaces the stored user only (e.g. after a profile refresh on the payment-success page). */
export function updateStoredUser(user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  refresh();
}

/** Signs out here (the user asked, or the stored user is stale); forgets why an earlier session ended. */
export function clearSession(): void {
  endedReason = null;
  removeStoredUser();
}

function removeStoredUser(): void {
  localStorage.removeItem(STORAGE_KEYS.user);
  forgetLegacyTokens();
  refresh();
}

/**
 * The server refused this tab's session (401 on a request that needed it): signs out and keeps the reason, which
 * the login page shows (SessionEndedRedirect takes the tab there). Does nothing when no one is signed in, so a
 * visitor is never sent there.
 */
export function endSession(reason: string): void {
  if (!getSessionSnapshot().isLoggedIn) return;
  endedReason = reason;
  removeStoredUser();
}

/** Why the session ended, while nobody has signed in or out since; null otherwise. */
export function getSessionEndedReason(): string | null {
  return endedReason;
}

/** The login page has shown the reason: it is not shown again. */
export function dismissSessionEnded(): void {
  if (endedReason === null) return;
  endedReason = null;
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
      // A quiet check: a stale stored user is dropped where the page is, without sending anyone to the login page.
      const response = await fetchApi(SESSION_CHECK_PATH);
      if (response.status === 401) {
        clearSession();
        return null;
      }
      const body = (await response.json().catch(() => null)) as { user?: unknown } | null;
      if (!response.ok || !isSessionUser(body?.user)) return undefined;
      // Signed out while the check was on its way (a 401 elsewhere, the user): the answer must not sign back in.
      if (!getSessionSnapshot().isLoggedIn) return null;
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
