import { useMutation } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS, IDENTITY_MESSAGES } from '@pac/contracts';
import { callApi } from '@pac/session';
import { outcomeOf } from '../../lib/identity-api.js';

export interface ResetPasswordRequest {
  token: string;
  new_password: string;
}

/** POST /api/reset-password: null when the password was changed, else the text to show. */
export async function resetPassword(request: ResetPasswordRequest): Promise<string | null> {
  const outcome = await outcomeOf(callApi(IDENTITY_ENDPOINTS.resetPassword, { body: request }));
  if (outcome.kind === 'ok') return null;
  return outcome.kind === 'network'
    ? IDENTITY_MESSAGES.genericNetworkError
    : (outcome.error ?? IDENTITY_MESSAGES.resetFailedDefault);
}

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
