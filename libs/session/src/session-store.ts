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

function readUser(): SessionUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function readToken(): string | null {
  const token = localStorage.getItem(STORAGE_KEYS.authToken);
  // Older builds stored the strings 'undefined'/'null' when a login returned no token.
  return token && token !== 'undefined' && token !== 'null' ? token : null;
}

function readSnapshot(): SessionSnapshot {
  const user = readUser();
  const token = readToken();
  return { user, token, isLoggedIn: user !== null && token !== null };
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot | null = null;

function refresh(): void {
  snapshot = readSnapshot();
  listeners.forEach((listener) => listener());
}

/** Stable between changes, as useSyncExternalStore requires. */
export function getSessionSnapshot(): SessionSnapshot {
  snapshot ??= readSnapshot();
  return snapshot;
}

/** Other tabs change storage: the `storage` event tells us (it never fires in the tab that wrote). */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.user || event.key === STORAGE_KEYS.authToken) refresh();
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
