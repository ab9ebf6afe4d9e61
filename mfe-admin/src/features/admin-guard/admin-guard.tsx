import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ADMIN_TEXTS, ROUTES, type PublicUser } from '@pac/contracts';
import { Button, Card, CardContent } from '@pac/ui';
import { adminRequest, clearAdminSession, readAdminSession } from '../../lib/admin-api.js';

type GuardState = 'verifying' | 'admin' | 'denied' | 'signed-out';

/**
 * Spec section 4: 'Verifying admin access...', then no token or user → /admin/login; a stored role other than
 * admin → Access Denied; a stored admin is confirmed against the backend profile, and any failure there clears
 * the stored admin data and goes to /admin/login. (The server refuses every admin call without an admin session.)
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<GuardState>(() => {
    const { token, user } = readAdminSession();
    if (!token || !user) return 'signed-out';
    return user.role === 'admin' ? 'verifying' : 'denied';
  });

  useEffect(() => {
    if (state !== 'verifying') return;
    let live = true;
    adminRequest<{ user: PublicUser }>('/api/admin/profile', ADMIN_TEXTS.accessDenied)
      .then((body) => live && setState(body.user.role === 'admin' ? 'admin' : 'denied'))
      .catch(() => {
        if (!live) return;
        clearAdminSession();
        setState('signed-out');
      });
    return () => {
      live = false;
    };
  }, [state]);

  if (state === 'signed-out') {
    if (!readAdminSession().token) clearAdminSession();
    return <Navigate to={ROUTES.adminLogin} replace />;
  }
  if (state === 'verifying')
    return <p className="p-12 text-center text-muted-foreground">{ADMIN_TEXTS.verifyingAccess}</p>;
  if (state === 'denied') {
    return (
      <div className="flex min-h-[60vh] items-center justify-center p-6">
        <Card className="max-w-md">
          <CardContent className="space-y-4 p-6 text-center">
            <h1 className="text-2xl font-bold text-foreground">{ADMIN_TEXTS.accessDeniedTitle}</h1>
            <p className="text-muted-foreground">{ADMIN_TEXTS.accessDeniedBody}</p>
            <Button
              onClick={() => {
                clearAdminSession();
                navigate(ROUTES.adminLogin, { replace: true });
              }}
            >
              {ADMIN_TEXTS.returnToLogin}
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return <>{children}</>;
}
