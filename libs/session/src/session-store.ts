import { STORAGE_KEYS } from './storage-keys.js';

/** The user record kept in browser storage (spec section 3). */
export interface SessionUser {
  full_name: string;
  email: string;
  plan: string;
  plan_status?: string;
  role?: string;
}

export interface SessionSnapshot {
  user: SessionUser | null;
  token: string | null;
  /** Spec section 4: logged in means both a stored token and a stored user. */
  isLoggedIn: boolean;
}

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

function parseToken(token: string | null): string | null {
  // Older builds stored the strings 'undefined'/'null' when a login returned no token.
  return token && token !== 'undefined' && token !== 'null' ? token : null;
}

const listeners = new Set<() => void>();
let cached: { rawUser: string | null; rawToken: string | null; snapshot: SessionSnapshot } | null = null;

/**
 * Read from storage on every call, so a write that bypassed this module is still seen; the same object comes back
 * while the stored strings are unchanged, as useSyncExternalStore requires.
 */
export function getSessionSnapshot(): SessionSnapshot {
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  const rawToken = localStorage.getItem(STORAGE_KEYS.authToken);
  if (cached?.rawUser !== rawUser || cached.rawToken !== rawToken) {
    const user = parseUser(rawUser);
    const token = parseToken(rawToken);
    cached = { rawUser, rawToken, snapshot: { user, token, isLoggedIn: user !== null && token !== null } };
  }
  return cached.snapshot;
}

function refresh(): void {
  listeners.forEach((listener) => listener());
}

/** Other tabs change storage: the `storage` event tells us (it never fires in the tab that wrote). */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.user || event.key === STORAGE_KEYS.authToken)
    refresh();
}

export function subscribeToSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Stores the user and, when the server sent one, the token; every mounted useSession sees it at once. */
export function storeSession(user: SessionUser, token?: string | null): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (token) localStorage.setItem(STORAGE_KEYS.authToken, token);
  else console.warn('Signed in without a token: calculator authentication may fail.');
  refresh();
}

/** Replaces the stored user only (e.g. after a profile refresh on the payment-success page). */
export function updateStoredUser(user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  refresh();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.authToken);
  refresh();
}
