import { useMutation } from '@tanstack/react-query';
import {
  IDENTITY_ENDPOINTS,
  IDENTITY_MESSAGES,
  SUBSCRIPTION_EXPIRED_CODE,
  planDisplayName,
  type AuthSuccessResponse,
  type LoginRequest,
  type TwoFactorRequiredResponse,
} from '@pac/contracts';
import { callApi } from '@pac/session';
import { outcomeOf, type ApiOutcome } from '../../lib/identity-api.js';

export type LoginResult =
  | { kind: 'two-factor'; email: string }
  | { kind: 'signed-in'; body: AuthSuccessResponse }
  | { kind: 'expired'; message: string; plan: string; renewToken: string | null }
  | { kind: 'failed'; message: string };

/** POST /api/login (cookies) and the section 8 reading of its answer. */
export async function signInWithPassword(request: LoginRequest): Promise<LoginResult> {
  // The catalogue's answer is the code step; an older identity answered a session at once, still honoured.
  const outcome: ApiOutcome<TwoFactorRequiredResponse | AuthSuccessResponse> = await outcomeOf(
    callApi(IDENTITY_ENDPOINTS.login, { body: request }),
  );
  if (outcome.kind === 'network') return { kind: 'failed', message: IDENTITY_MESSAGES.networkError };
  if (outcome.kind === 'ok') {
    const body = outcome.body;
    if ('two_fa_required' in body && body.two_fa_required)
      return { kind: 'two-factor', email: body.email || request.email };
    if ('user' in body && body.user) return { kind: 'signed-in', body };
    return { kind: 'failed', message: IDENTITY_MESSAGES.loginFailed };
  }
  const { code, plan, renew_token: renewToken } = outcome.body;
  if (code === SUBSCRIPTION_EXPIRED_CODE) {
    const planId = typeof plan === 'string' && plan ? plan : '';
    return {
      kind: 'expired',
      message: IDENTITY_MESSAGES.subscriptionExpired(planId ? planDisplayName(planId) : 'current'),
      plan: planId,
      renewToken: typeof renewToken === 'string' && renewToken ? renewToken : null,
    };
  }
  return { kind: 'failed', message: outcome.error ?? IDENTITY_MESSAGES.loginFailed };
}

export const useSignInMutation = () => useMutation({ mutationFn: signInWithPassword });
