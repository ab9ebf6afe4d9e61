import { useMutation } from '@tanstack/react-query';
import { IDENTITY_ENDPOINTS, IDENTITY_MESSAGES, type RegisterRequest } from '@pac/contracts';
import { callApi } from '@pac/session';
import { outcomeOf } from '../../lib/identity-api.js';

export type RegisterResult =
  | { kind: 'accepted'; email: string; message: string }
  /** Sign-ups were switched off since the page loaded. */
  | { kind: 'closed' }
  | { kind: 'failed'; message: string };

/** POST /api/register. The same answer for a new address and a taken one: no session, nothing tells them apart. */
export async function registerAccount(request: RegisterRequest): Promise<RegisterResult> {
  const outcome = await outcomeOf(callApi(IDENTITY_ENDPOINTS.register, { body: request }));
  if (outcome.kind === 'network') return { kind: 'failed', message: IDENTITY_MESSAGES.networkError };
  if (outcome.kind === 'refused') {
    if (outcome.error === IDENTITY_MESSAGES.registrationDisabled) return { kind: 'closed' };
    return { kind: 'failed', message: outcome.error ?? IDENTITY_MESSAGES.registrationFailed };
  }
  const email = request.email.trim();
  return {
    kind: 'accepted',
    email,
    message: outcome.body.message || IDENTITY_MESSAGES.registrationCheckEmail(email),
  };
}

export const useRegisterMutation = () => useMutation({ mutationFn: registerAccount });
