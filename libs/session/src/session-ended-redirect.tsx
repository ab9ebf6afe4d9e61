import { ROUTES } from '@pac/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from './session-context.js';

/**
 * The shell's guard for sessions the server ends: when a 401 signs the tab out (apiFetch, callApi), it goes to the
 * login page, which shows `useSession().sessionEnded`. Once per ending: a user who then walks away from the login
 * page is not sent back. Renders nothing; mount it once inside the router and SessionProvider.
 */
export function SessionEndedRedirect({ to = ROUTES.login }: { to?: string }) {
  const { sessionEnded } = useSession();
  const navigate = useNavigate();
  const handled = useRef(sessionEnded);
  useEffect(() => {
    if (sessionEnded !== null && handled.current === null) navigate(to);
    handled.current = sessionEnded;
  }, [sessionEnded, navigate, to]);
  return null;
}
