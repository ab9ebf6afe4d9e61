import { Link, useSearchParams } from 'react-router-dom';
import { IDENTITY_MESSAGES, ROUTES } from '@pac/contracts';
import { usePageMeta } from '@pac/session';
import { buttonVariants } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { FormError } from '../../components/form-error.js';
import { ResendVerificationLink } from '../../components/resend-verification-link.js';
import { useEmailConfirmation, type Confirmation } from './email-confirmation-api.js';
import { ACCOUNT_PAGE_META, ACCOUNT_TEXTS } from '../../texts.js';

const signInLink = (
  <Link to={ROUTES.login} className={buttonVariants({ className: 'w-full' })}>
    {ACCOUNT_TEXTS.signInNow}
  </Link>
);

/**
 * Where the sign-up email's link lands (ROUTES.verifyEmail?token=…): posts the token once, then says the address is
 * confirmed and offers sign-in (the link itself signs no one in). An invalid, used or expired link offers a new one.
 */
export function VerifyEmailPage() {
  usePageMeta(ACCOUNT_PAGE_META[ROUTES.verifyEmail]);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useEmailConfirmation(token);
  const confirmation: Confirmation | { kind: 'confirming' } = !token
    ? { kind: 'failed', message: IDENTITY_MESSAGES.verificationLinkInvalid, canRetry: false }
    : query.isFetching || !query.data
      ? { kind: 'confirming' }
      : query.data;

  if (confirmation.kind === 'confirming')
    return (
      <AccountCard title={ACCOUNT_TEXTS.confirmingEmail}>
        <p role="status" className="sr-only">
          {ACCOUNT_TEXTS.confirmingEmail}
        </p>
      </AccountCard>
    );
  if (confirmation.kind === 'confirmed')
    return (
      <AccountCard title={ACCOUNT_TEXTS.emailConfirmedTitle}>
        <p role="status" className="text-center text-sm">
          {confirmation.message}
        </p>
        {signInLink}
      </AccountCard>
    );
  return (
    <AccountCard title={ACCOUNT_TEXTS.confirmationFailedTitle}>
      <FormError>{confirmation.message}</FormError>
      {confirmation.canRetry ? (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          // After a network failure nothing was used up: the same token is posted once more.
          onClick={() => void query.refetch()}
        >
          Try Again
        </button>
      ) : (
        <ResendVerificationLink />
      )}
      <Link to={ROUTES.login} className="block text-center text-sm text-primary hover:underline">
        {ACCOUNT_TEXTS.backToLogin}
      </Link>
    </AccountCard>
  );
}
