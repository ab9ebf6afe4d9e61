import { useMutation } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS } from '@pac/contracts';
import { callApi } from '@pac/session';
import { REFUSAL_KEEPS_SESSION } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

/** The code step's Resend: a new code for the pending admin sign-in of `email`. */
export const resendAdminCode = (email: string): Promise<unknown> =>
  adminRequest(
    callApi(IDENTITY_ENDPOINTS.adminTwoFactorSendCode, { body: { email } }),
    ADMIN_SCREEN_TEXTS.resendFailed,
  );

// Refusals here are about the pending sign-in: there is no admin session yet to end.
export const useResendAdminCode = () =>
  useMutation({ mutationFn: resendAdminCode, meta: REFUSAL_KEEPS_SESSION });
