import { useMutation } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS, type LoginRequest } from '@pac/contracts';
import { callApi } from '@pac/session';
import { REFUSAL_KEEPS_SESSION } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

/** The password step: a right password gets a code emailed (every account, whatever its role). */
export const submitAdminPassword = (request: LoginRequest): Promise<unknown> =>
  adminRequest(callApi(IDENTITY_ENDPOINTS.adminLogin, { body: request }), ADMIN_SCREEN_TEXTS.loginFailed);

// Refusals here are about the credentials: there is no session yet to end.
export const useSubmitAdminPassword = () =>
  useMutation({ mutationFn: submitAdminPassword, meta: REFUSAL_KEEPS_SESSION });
