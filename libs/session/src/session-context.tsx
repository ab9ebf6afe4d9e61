import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from './api-fetch.js';
import {
  clearSession,
  getSessionSnapshot,
  storeSession,
  subscribeToSession,
  type SessionSnapshot,
  type SessionUser,
} from './session-store.js';

export interface SessionContextValue extends SessionSnapshot {
  signIn: (user: SessionUser, token?: string | null) => void;
  /** Removes the stored user and token, tells the server, and returns home (spec section 4). */
  signOut: () => void;
}

// One context object for the whole page: this module is a federation singleton, so remotes see the shell's provider.
const SessionContext = createContext<SessionContextValue | null>(null);

/** Must sit inside the router: sign-out navigates home. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeToSession, getSessionSnapshot);
  const navigate = useNavigate();

  const signOut = useCallback(() => {
    // The revocation request leaves first, carrying both the cookie and the bearer token, so the server ends the
    // session however it was presented; the local sign-out does not wait for it (it must work offline too).
    apiFetch('/api/logout', { method: 'POST', body: '{}' }).catch(() => undefined);
    clearSession();
    navigate('/');
  }, [navigate]);

  const value = useMemo<SessionContextValue>(
    () => ({ ...session, signIn: storeSession, signOut }),
    [session, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
