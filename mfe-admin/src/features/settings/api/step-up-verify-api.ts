import { useMutation } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS, type AdminStepUpResponse } from '@pac/contracts';
import { callApi } from '@pac/session';
import { REFUSAL_KEEPS_SESSION } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { STEP_UP_SCREEN_TEXTS } from '../../../texts.js';

/** Checks the emailed code; a right one puts the proof in the settings cookie. */
export const verifyStepUpCode = (code: string): Promise<AdminStepUpResponse> =>
  adminRequest(
    callApi(IDENTITY_ENDPOINTS.adminStepUpVerify, { body: { code } }),
    STEP_UP_SCREEN_TEXTS.verifyFailed,
  );

// A wrong or expired code is answered 401: that refuses the code, not the session.
export const useVerifyStepUpCode = () =>
  useMutation({ mutationFn: verifyStepUpCode, meta: REFUSAL_KEEPS_SESSION });
