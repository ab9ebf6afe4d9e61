import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ACCOUNT_SCREEN_TEXTS,
  EMAIL_VERIFICATION_PATHS,
  IDENTITY_MESSAGES,
  ROUTES,
  type RegistrationAcceptedResponse,
} from '@pac/contracts';
import { buttonVariants } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { FormError } from '../../components/form-error.js';
import { ResendVerificationLink } from '../../components/resend-verification-link.js';
import { postJson } from '../../lib/identity-api.js';

type Confirmation =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; message: string }
  | { kind: 'failed'; message: string; canRetry: boolean };

const signInLink = (
  <Link to={ROUTES.login} className={buttonVariants({ className: 'w-full' })}>
    {ACCOUNT_SCREEN_TEXTS.signInNow}
  </Link>
);

/**
 * Where the sign-up email's link lands (ROUTES.verifyEmail?token=…): posts the token once, then says the address is
 * confirmed and offers sign-in (the link itself signs no one in). An invalid, used or expired link offers a new one.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirmation, setConfirmation] = useState<Confirmation>(
    token
      ? { kind: 'confirming' }
      : { kind: 'failed', message: IDENTITY_MESSAGES.verificationLinkInvalid, canRetry: false },
  );
  // The token works once: a second post (StrictMode's repeated effect) would turn a success into "used".
  const posted = useRef<string | null>(null);
  // After a network failure nothing was used up: "Try Again" posts the same token once more.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token || posted.current === `${attempt}`) return;
    posted.current = `${attempt}`;
    void postJson<RegistrationAcceptedResponse>(EMAIL_VERIFICATION_PATHS.verify, { token }).then(
      (outcome) => {
        if (outcome.kind === 'ok')
          setConfirmation({
            kind: 'confirmed',
            message: outcome.body.message || IDENTITY_MESSAGES.emailVerified,
          });
        else if (outcome.kind === 'network')
          setConfirmation({ kind: 'failed', message: IDENTITY_MESSAGES.networkError, canRetry: true });
        else
          setConfirmation({
            kind: 'failed',
            message: outcome.error ?? IDENTITY_MESSAGES.verificationLinkInvalid,
            canRetry: false,
          });
      },
    );
  }, [token, attempt]);

  if (confirmation.kind === 'confirming')
    return (
      <AccountCard title={ACCOUNT_SCREEN_TEXTS.confirmingEmail}>
        <p role="status" className="sr-only">
          {ACCOUNT_SCREEN_TEXTS.confirmingEmail}
        </p>
      </AccountCard>
    );
  if (confirmation.kind === 'confirmed')
    return (
      <AccountCard title={ACCOUNT_SCREEN_TEXTS.emailConfirmedTitle}>
        <p role="status" className="text-center text-sm">
          {confirmation.message}
        </p>
        {signInLink}
      </AccountCard>
    );
  return (
    <AccountCard title={ACCOUNT_SCREEN_TEXTS.confirmationFailedTitle}>
      <FormError>{confirmation.message}</FormError>
      {confirmation.canRetry ? (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          onClick={() => {
            setConfirmation({ kind: 'confirming' });
            setAttempt((n) => n + 1);
          }}
        >
          Try Again
        </button>
      ) : (
        <ResendVerificationLink />
      )}
      <Link to={ROUTES.login} className="block text-center text-sm text-primary hover:underline">
        {ACCOUNT_SCREEN_TEXTS.backToLogin}
      </Link>
    </AccountCard>
  );
}
