import { useMutation } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS, IDENTITY_MESSAGES } from '@pac/contracts';
import { callApi } from '@pac/session';
import { outcomeOf } from '../lib/identity-api.js';

export type ResendOutcome = { sent: true; message: string } | { sent: false; message: string };

/** IDENTITY_ENDPOINTS.resendVerification; the server answers alike for every address, its message is shown as is. */
export async function resendVerification(email: string): Promise<ResendOutcome> {
  const outcome = await outcomeOf(callApi(IDENTITY_ENDPOINTS.resendVerification, { body: { email } }));
  if (outcome.kind === 'ok') return { sent: true, message: outcome.body.message };
  return {
    sent: false,
    message:
      outcome.kind === 'network'
        ? IDENTITY_MESSAGES.networkError
        : (outcome.error ?? IDENTITY_MESSAGES.genericNetworkError),
  };
}

export const useResendVerificationMutation = () => useMutation({ mutationFn: resendVerification });
