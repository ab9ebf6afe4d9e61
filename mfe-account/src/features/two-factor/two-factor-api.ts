import {
  IDENTITY_MESSAGES,
  SUBSCRIPTION_EXPIRED_CODE,
  planDisplayName,
  type AuthSuccessResponse,
} from '@pac/contracts';
import { postJson } from '../../lib/identity-api.js';

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

export async function verifyCode(email: string, code: string): Promise<VerifyResult> {
  const outcome = await postJson<AuthSuccessResponse>('/api/2fa/verify', { email, code });
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

/** POST /api/2fa/send-code; null when a code was sent, else the failure notice. */
export async function resendCode(email: string): Promise<Notice | null> {
  const outcome = await postJson<{ success: true }>('/api/2fa/send-code', { email });
  if (outcome.kind === 'ok') return null;
  if (outcome.kind === 'network')
    return { title: 'Error', description: IDENTITY_MESSAGES.resendNetworkError };
  return {
    title: IDENTITY_MESSAGES.resendFailedTitle,
    description: outcome.error ?? IDENTITY_MESSAGES.resendFailedDefault,
  };
}
