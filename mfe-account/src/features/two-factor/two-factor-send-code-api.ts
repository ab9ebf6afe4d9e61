import { useMutation } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS, IDENTITY_MESSAGES } from '@pac/contracts';
import { callApi } from '@pac/session';
import { outcomeOf } from '../../lib/identity-api.js';
import type { Notice } from './two-factor-verify-api.js';

/** POST /api/2fa/send-code; null when a code was sent, else the failure notice. */
export async function resendCode(email: string): Promise<Notice | null> {
  const outcome = await outcomeOf(callApi(IDENTITY_ENDPOINTS.twoFactorSendCode, { body: { email } }));
  if (outcome.kind === 'ok') return null;
  if (outcome.kind === 'network')
    return { title: 'Error', description: IDENTITY_MESSAGES.resendNetworkError };
  return {
    title: IDENTITY_MESSAGES.resendFailedTitle,
    description: outcome.error ?? IDENTITY_MESSAGES.resendFailedDefault,
  };
}

export const useResendCodeMutation = () => useMutation({ mutationFn: resendCode });
