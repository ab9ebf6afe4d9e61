import { useMutation } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS } from '@pac/contracts';
import { callApi } from '@pac/session';
import { adminRequest } from '../../../lib/admin-request.js';
import { STEP_UP_SCREEN_TEXTS } from '../../../texts.js';

/** Emails the admin a fresh step-up code. */
export const sendStepUpCode = (): Promise<unknown> =>
  adminRequest(callApi(IDENTITY_ENDPOINTS.adminStepUpSendCode), STEP_UP_SCREEN_TEXTS.sendFailed);

export const useSendStepUpCode = () => useMutation({ mutationFn: sendStepUpCode });
