import { useMutation } from '@tanstack/react-query';
import { ADMIN_STEP_UP_PATHS, type AdminStepUpResponse } from '@pac/contracts';
import { REFUSAL_KEEPS_SESSION } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { STEP_UP_SCREEN_TEXTS } from '../../../texts.js';

/** Checks the emailed code; a right one puts the proof in the settings cookie. */
export const verifyStepUpCode = (code: string): Promise<AdminStepUpResponse> =>
  adminRequest<AdminStepUpResponse>(ADMIN_STEP_UP_PATHS.verify, STEP_UP_SCREEN_TEXTS.verifyFailed, {
    method: 'POST',
    body: JSON.stringify({ code }),
  });

// A wrong or expired code is answered 401: that refuses the code, not the session.
export const useVerifyStepUpCode = () =>
  useMutation({ mutationFn: verifyStepUpCode, meta: REFUSAL_KEEPS_SESSION });
