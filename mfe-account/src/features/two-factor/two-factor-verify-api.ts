import { useMutation } from '@tanstack/react-query';
import {
  IDENTITY_ENDPOINTS,
  IDENTITY_MESSAGES,
  SUBSCRIPTION_EXPIRED_CODE,
  planDisplayName,
  type AuthSuccessResponse,
} from '@pac/contracts';
import { callApi } from '@pac/session';
import { outcomeOf } from '../../lib/identity-api.js';

/** A toast: title and description. */
export interface Notice {
  title: string;
  description: string;
}

export type VerifyResult =
  | { kind: 'verified'; body: AuthSuccessResponse }
  /** A right code of an account whose plan has expired: no session, a checkout-only renew token. */
  | { kind: 'expired'; message: string; plan: string; renewToken: string | null }
  | { kind: 'failed'; notice: Notice };

export interface VerifyCodeRequest {
  email: string;
  code: string;
}

/** POST /api/2fa/verify and the reading of its answer. */
export async function verifyCode({ email, code }: VerifyCodeRequest): Promise<VerifyResult> {
  const outcome = await outcomeOf(callApi(IDENTITY_ENDPOINTS.twoFactorVerify, { body: { email, code } }));
  if (outcome.kind === 'ok') return { kind: 'verified', body: outcome.body };
  if (outcome.kind === 'network') {
    return {
      kind: 'failed',
      notice: {
        title: IDENTITY_MESSAGES.verificationErrorTitle,
        description: IDENTITY_MESSAGES.verificationError,
      },
    };
  }
  const { code: answerCode, plan, renew_token: renewToken } = outcome.body;
  if (answerCode === SUBSCRIPTION_EXPIRED_CODE) {
    const planId = typeof plan === 'string' && plan ? plan : '';
    return {
      kind: 'expired',
      message: IDENTITY_MESSAGES.subscriptionExpired(planId ? planDisplayName(planId) : 'current'),
      plan: planId,
      renewToken: typeof renewToken === 'string' && renewToken ? renewToken : null,
    };
  }
  return {
    kind: 'failed',
    notice: {
      title: IDENTITY_MESSAGES.verificationFailedTitle,
      description: outcome.error ?? IDENTITY_MESSAGES.verificationFailedDefault,
    },
  };
}

export const useVerifyCodeMutation = () => useMutation({ mutationFn: verifyCode });
