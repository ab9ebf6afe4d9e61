import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { IDENTITY_ENDPOINTS, ROUTES } from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { clearAdminSession } from '../../../lib/admin-session.js';

/** Ends the admin session on the server; whatever it answers (even nothing), the caller signs out locally. */
export async function logOutAdmin(): Promise<void> {
  await callApi(IDENTITY_ENDPOINTS.adminLogout).catch(() => undefined);
}

/** Logout: the server call goes out, the portal forgets the admin and its data at once and shows the sign-in. */
export function useAdminLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    void logOutAdmin();
    clearAdminSession();
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    navigate(ROUTES.adminLogin, { replace: true });
  };
}
