import { useMutation } from '@tanstack/react-query';
import {
  EMAIL_VERIFICATION_PATHS,
  IDENTITY_MESSAGES,
  type RegistrationAcceptedResponse,
} from '@pac/contracts';
import { postJson } from '../lib/identity-api.js';

export type ResendOutcome = { sent: true; message: string } | { sent: false; message: string };

/** POST EMAIL_VERIFICATION_PATHS.resend; the server answers alike for every address, its message is shown as is. */
export async function resendVerification(email: string): Promise<ResendOutcome> {
  const outcome = await postJson<RegistrationAcceptedResponse>(EMAIL_VERIFICATION_PATHS.resend, { email });
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
