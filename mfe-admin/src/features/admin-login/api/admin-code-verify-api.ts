import { useMutation } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS, type PublicUser } from '@pac/contracts';
import { callApi } from '@pac/session';
import { REFUSAL_KEEPS_SESSION } from '../../../lib/admin-queries.js';
import { AdminRequestError, adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

export interface AdminCodeRequest {
  email: string;
  code: string;
}

/** The code step: the answer sets the admin session cookie; only an admin's sign-in is accepted. */
export async function verifyAdminCode(request: AdminCodeRequest): Promise<PublicUser> {
  const { user } = await adminRequest(
    callApi(IDENTITY_ENDPOINTS.adminTwoFactorVerify, { body: request }),
    ADMIN_SCREEN_TEXTS.loginFailed,
  );
  if (user?.role !== 'admin') throw new AdminRequestError(ADMIN_SCREEN_TEXTS.accessDenied, 403);
  return user;
}

// Refusals here are about the code or the account: there is no admin session yet to end.
export const useVerifyAdminCode = () =>
  useMutation({ mutationFn: verifyAdminCode, meta: REFUSAL_KEEPS_SESSION });
