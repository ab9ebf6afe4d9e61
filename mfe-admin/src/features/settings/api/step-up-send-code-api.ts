import { useMutation } from '@tanstack/react-query';
import { ADMIN_STEP_UP_PATHS } from '@pac/contracts';
import { adminRequest } from '../../../lib/admin-request.js';
import { STEP_UP_SCREEN_TEXTS } from '../../../texts.js';

/** Emails the admin a fresh step-up code. */
export const sendStepUpCode = (): Promise<unknown> =>
  adminRequest(ADMIN_STEP_UP_PATHS.sendCode, STEP_UP_SCREEN_TEXTS.sendFailed, { method: 'POST' });

export const useSendStepUpCode = () => useMutation({ mutationFn: sendStepUpCode });
