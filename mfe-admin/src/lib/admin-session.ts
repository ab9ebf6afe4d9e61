import { LEGACY_TOKEN_KEYS, STORAGE_KEYS } from '@pac/session';
import { type PublicUser } from '@pac/contracts';

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

/** Router state the guard hands to the sign-in page when the server ended the session: why it shows again. */
export interface SignedOutState {
  sessionEndedNotice: string;
}

export const readSignedOutNotice = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'sessionEndedNotice' in state
    ? String((state as SignedOutState).sessionEndedNotice)
    : null;
