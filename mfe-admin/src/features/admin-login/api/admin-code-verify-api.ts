import { useMutation } from '@tanstack/react-query';
import { ADMIN_SIGN_IN_PATHS, type AdminSignInResponse, type PublicUser } from '@pac/contracts';
import { REFUSAL_KEEPS_SESSION } from '../../../lib/admin-queries.js';
import { AdminRequestError, adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

export interface AdminCodeRequest {
  email: string;
  code: string;
}

/** The code step: the answer sets the admin session cookie; only an admin's sign-in is accepted. */
export async function verifyAdminCode(request: AdminCodeRequest): Promise<PublicUser> {
  const { user } = await adminRequest<AdminSignInResponse>(
    ADMIN_SIGN_IN_PATHS.verify,
    ADMIN_SCREEN_TEXTS.loginFailed,
    { method: 'POST', body: JSON.stringify(request), invalidJson: ADMIN_SCREEN_TEXTS.invalidJson },
  );
  if (user?.role !== 'admin') throw new AdminRequestError(ADMIN_SCREEN_TEXTS.accessDenied, 403);
  return user;
}

// Refusals here are about the code or the account: there is no admin session yet to end.
export const useVerifyAdminCode = () =>
  useMutation({ mutationFn: verifyAdminCode, meta: REFUSAL_KEEPS_SESSION });
