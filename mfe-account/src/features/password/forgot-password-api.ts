import { useMutation } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS, IDENTITY_MESSAGES } from '@pac/contracts';
import { callApi } from '@pac/session';
import { outcomeOf } from '../../lib/identity-api.js';

/** POST /api/forgot-password: null when the instructions went out, else the text to show. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  const outcome = await outcomeOf(callApi(IDENTITY_ENDPOINTS.forgotPassword, { body: { email } }));
  if (outcome.kind === 'ok') return null;
  return outcome.kind === 'network'
    ? IDENTITY_MESSAGES.genericNetworkError
    : (outcome.error ?? IDENTITY_MESSAGES.forgotFailedDefault);
}

export const useRequestPasswordResetMutation = () => useMutation({ mutationFn: requestPasswordReset });
