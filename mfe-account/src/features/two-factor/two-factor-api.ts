import { IDENTITY_MESSAGES, type AuthSuccessResponse } from '@pac/contracts';
import { postJson } from '../../lib/identity-api.js';

/** A toast as spec section 8 words it: title and description. */
export interface Notice {
  title: string;
  description: string;
}

export type VerifyResult =
  { kind: 'verified'; body: AuthSuccessResponse } | { kind: 'failed'; notice: Notice };

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
