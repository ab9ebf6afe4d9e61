import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { Button, Card, CardContent } from '@pac/ui';
import { ADMIN_QUERY_ROOT, watchSessionRefusals } from '../../lib/admin-queries.js';
import { isSessionRefusal, type AdminRequestError } from '../../lib/admin-request.js';
import { clearAdminSession, readAdminSession, type SignedOutState } from '../../lib/admin-session.js';
import { ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { useAdminProfile } from './api/admin-profile-api.js';

/** What the sign-in page says after the server refused the session: expired (401), or not an admin's (403). */
const noticeFor = (error: AdminRequestError): string =>
  error.status === 401 ? ADMIN_SCREEN_TEXTS.sessionEnded : ADMIN_SCREEN_TEXTS.accessDenied;

/**
 * 'Verifying admin access...', then no stored admin user → /admin/login; a stored role other than admin → Access
 * Denied; a stored admin is confirmed against the backend profile, which the httpOnly admin session cookie
 * authenticates (no token is stored in the browser). From then on, any admin request refused for want of an admin
 * session (401, or 403 for a non-admin's) ends the session here: the stored admin and the portal's cached data are
 * dropped and /admin/login says why. A request that got no answer or a server error signs nobody out: the access
 * check says so with a Retry, a page shows its error.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [storedRole] = useState(() => readAdminSession().user?.role ?? null);
  const [endedNotice, setEndedNotice] = useState<string | null>(null);
  const profile = useAdminProfile(storedRole === 'admin' && endedNotice === null);

  useEffect(
    () =>
      watchSessionRefusals(queryClient, (error) => {
        clearAdminSession();
        void queryClient.cancelQueries({ queryKey: [ADMIN_QUERY_ROOT] });
        setEndedNotice((current) => current ?? noticeFor(error));
      }),
    [queryClient],
  );
  // The signed-out admin's figures must not outlive the session (the next admin starts from nothing).
  useEffect(() => {
    if (endedNotice !== null) queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
  }, [endedNotice, queryClient]);

  if (storedRole === null) {
    clearAdminSession();
    return <Navigate to={ROUTES.adminLogin} replace />;
  }
  const refusal = isSessionRefusal(profile.error) ? profile.error : null;
  if (endedNotice !== null || refusal) {
    clearAdminSession();
    const state: SignedOutState = { sessionEndedNotice: endedNotice ?? noticeFor(refusal!) };
    return <Navigate to={ROUTES.adminLogin} replace state={state} />;
  }
  const confirmedRole = profile.isSuccess && profile.isFetchedAfterMount ? profile.data.role : null;
  if (storedRole !== 'admin' || (confirmedRole !== null && confirmedRole !== 'admin')) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center p-6">
        <Card className="max-w-md">
          <CardContent className="space-y-4 p-6 text-center">
            <h1 className="text-2xl font-bold text-foreground">{ADMIN_SCREEN_TEXTS.accessDeniedTitle}</h1>
            <p className="text-muted-foreground">{ADMIN_SCREEN_TEXTS.accessDeniedBody}</p>
            <Button
              onClick={() => {
                clearAdminSession();
                queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
                navigate(ROUTES.adminLogin, { replace: true });
              }}
            >
              {ADMIN_SCREEN_TEXTS.returnToLogin}
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  if (profile.isError && !profile.isFetching) {
    return (
      <div role="alert" className="space-y-4 p-12 text-center">
        <p className="text-muted-foreground">{ADMIN_SCREEN_TEXTS.accessCheckFailed}</p>
        <Button onClick={() => void profile.refetch()}>{ADMIN_SCREEN_TEXTS.retry}</Button>
      </div>
    );
  }
  if (confirmedRole === null)
    return <p className="p-12 text-center text-muted-foreground">{ADMIN_SCREEN_TEXTS.verifyingAccess}</p>;
  return <>{children}</>;
}
