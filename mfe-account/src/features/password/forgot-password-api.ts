import { useMutation } from '@tanstack/react-query';
import { IDENTITY_MESSAGES } from '@pac/contracts';
import { postJson } from '../../lib/identity-api.js';

/** POST /api/forgot-password: null when the instructions went out, else the text to show. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  const outcome = await postJson('/api/forgot-password', { email });
  if (outcome.kind === 'ok') return null;
  return outcome.kind === 'network'
    ? IDENTITY_MESSAGES.genericNetworkError
    : (outcome.error ?? IDENTITY_MESSAGES.forgotFailedDefault);
}

export const useRequestPasswordResetMutation = () => useMutation({ mutationFn: requestPasswordReset });
