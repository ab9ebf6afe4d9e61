import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IDENTITY_ENDPOINTS } from '@pac/contracts';
import { useNavigate } from 'react-router-dom';
import { apiFetch } from './api-fetch.js';
import {
  clearSession,
  dismissSessionEnded,
  getSessionEndedReason,
  getSessionSnapshot,
  refreshSession,
  storeSession,
  subscribeToSession,
  type SessionSnapshot,
  type SessionUser,
} from './session-store.js';

export interface SessionContextValue extends SessionSnapshot {
  /** After a sign-in whose answer set the session cookie: remembers the user for display. */
  signIn: (user: SessionUser) => void;
  /** Removes the stored user, tells the server (which ends the session and clears the cookie), returns home. */
  signOut: () => void;
  /**
   * Why the server ended the session (SESSION_MESSAGES.sessionEnded after a 401), until someone signs in or out or
   * the page calls `dismissSessionEnded`: the login page shows it (SessionEndedRedirect takes the tab there).
   */
  sessionEnded: string | null;
  dismissSessionEnded: () => void;
}

// One context object for the whole page: this module is a federation singleton, so remotes see the shell's provider.
const SessionContext = createContext<SessionContextValue | null>(null);

/** Must sit inside the router: sign-out navigates home. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeToSession, getSessionSnapshot);
  const sessionEnded = useSyncExternalStore(subscribeToSession, getSessionEndedReason);
  const navigate = useNavigate();

  // The stored user is only what the server last said: with one stored, ask again once per page (a 401 signs out).
  useEffect(() => {
    if (getSessionSnapshot().isLoggedIn) void refreshSession();
  }, []);

  const signOut = useCallback(() => {
    // The revocation request leaves first with the cookie, so the server ends the session; the local sign-out does
    // not wait for it (it must work offline too).
    const logout = IDENTITY_ENDPOINTS.logout;
    apiFetch(logout.path, { endpoint: logout, method: logout.method, body: '{}' }).catch(() => undefined);
    clearSession();
    navigate('/');
  }, [navigate]);

  const value = useMemo<SessionContextValue>(
    () => ({ ...session, signIn: storeSession, signOut, sessionEnded, dismissSessionEnded }),
    [session, signOut, sessionEnded],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
