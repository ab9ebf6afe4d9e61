import { ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ROUTES, type PublicUser } from '@pac/contracts';
import { Button, Card, CardContent } from '@pac/ui';
import { adminRequest, clearAdminSession, isSessionRefusal, readAdminSession } from '../../lib/admin-api.js';

type GuardState = 'verifying' | 'admin' | 'denied' | 'signed-out' | 'unreachable';

/**
 * 'Verifying admin access...', then no stored admin user → /admin/login; a stored role other than
 * admin → Access Denied; a stored admin is confirmed against the backend profile, which the httpOnly admin session
 * cookie authenticates (no token is stored in the browser). Only a refusal of the session
 * (401, 403) clears the stored admin data and goes to /admin/login: a request cut off by a navigation or a server
 * that is down says so with a Retry, and signs nobody out. (The server refuses every admin call without an admin
 * session.)
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<GuardState>(() => {
    const { user } = readAdminSession();
    if (!user) return 'signed-out';
    return user.role === 'admin' ? 'verifying' : 'denied';
  });

  useEffect(() => {
    if (state !== 'verifying') return;
    let live = true;
    adminRequest<{ user: PublicUser }>('/api/admin/profile', ADMIN_SCREEN_TEXTS.accessDenied)
      .then((body) => live && setState(body.user.role === 'admin' ? 'admin' : 'denied'))
      .catch((error: unknown) => {
        if (!live) return;
        if (!isSessionRefusal(error)) {
          setState('unreachable');
          return;
        }
        clearAdminSession();
        setState('signed-out');
      });
    return () => {
      live = false;
    };
  }, [state]);

  if (state === 'signed-out') {
    if (!readAdminSession().user) clearAdminSession();
    return <Navigate to={ROUTES.adminLogin} replace />;
  }
  if (state === 'verifying')
    return <p className="p-12 text-center text-muted-foreground">{ADMIN_SCREEN_TEXTS.verifyingAccess}</p>;
  if (state === 'unreachable') {
    return (
      <div role="alert" className="space-y-4 p-12 text-center">
        <p className="text-muted-foreground">{ADMIN_SCREEN_TEXTS.accessCheckFailed}</p>
        <Button onClick={() => setState('verifying')}>{ADMIN_SCREEN_TEXTS.retry}</Button>
      </div>
    );
  }
  if (state === 'denied') {
    return (
      <div className="flex min-h-[60vh] items-center justify-center p-6">
        <Card className="max-w-md">
          <CardContent className="space-y-4 p-6 text-center">
            <h1 className="text-2xl font-bold text-foreground">{ADMIN_SCREEN_TEXTS.accessDeniedTitle}</h1>
            <p className="text-muted-foreground">{ADMIN_SCREEN_TEXTS.accessDeniedBody}</p>
            <Button
              onClick={() => {
                clearAdminSession();
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
  return <>{children}</>;
}
