import { Link, useSearchParams } from 'react-router-dom';
import { PAYMENT_SUCCESS_TEXTS, ROUTES } from '@pac/contracts';
import { useOpenCalculator, usePageMeta } from '@pac/session';
import { Button, Spinner, buttonVariants } from '@pac/ui';
import { CheckCircle2, XCircle } from 'lucide-react';
import { AccountCard } from '../../components/account-card.js';
import { ACCOUNT_PAGE_META, ACCOUNT_TEXTS } from '../../texts.js';
import { usePaymentConfirmation } from './confirm-payment.js';

/** /payment-success?session_id=…: 'Processing Your Payment', then the plan and status, or what went wrong. */
export function PaymentSuccessPage() {
  usePageMeta(ACCOUNT_PAGE_META[ROUTES.paymentSuccess]);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const result = usePaymentConfirmation(sessionId);
  const openCalculator = useOpenCalculator();

  const backToWebsite = (
    <Link to={ROUTES.home} className={buttonVariants({ variant: 'outline' })}>
      {PAYMENT_SUCCESS_TEXTS.backToWebsite}
    </Link>
  );

  if (!result) {
    return (
      <AccountCard
        title={PAYMENT_SUCCESS_TEXTS.processing}
        description={PAYMENT_SUCCESS_TEXTS.processingDescription}
      >
        <div className="flex justify-center" role="status" aria-label={PAYMENT_SUCCESS_TEXTS.processing}>
          <Spinner />
        </div>
      </AccountCard>
    );
  }
  if (result.ok === 'renewed') {
    return (
      <AccountCard title={PAYMENT_SUCCESS_TEXTS.success}>
        <CheckCircle2 aria-hidden className="mx-auto h-12 w-12 text-primary" />
        <p role="status" className="text-center text-sm">
          {PAYMENT_SUCCESS_TEXTS.renewedSignIn}
        </p>
        <div className="flex justify-center gap-3">
          <Link to={ROUTES.login} className={buttonVariants()}>
            {PAYMENT_SUCCESS_TEXTS.goToLogin}
          </Link>
          {backToWebsite}
        </div>
      </AccountCard>
    );
  }
  if (!result.ok) {
    return (
      <AccountCard title={PAYMENT_SUCCESS_TEXTS.error}>
        <XCircle aria-hidden className="mx-auto h-12 w-12 text-destructive" />
        <p role="alert" className="text-center text-sm text-destructive">
          {result.message}
        </p>
        <div className="flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{PAYMENT_SUCCESS_TEXTS.retry}</Button>
          {backToWebsite}
        </div>
      </AccountCard>
    );
  }
  const { user, liveCalls } = result;
  return (
    <AccountCard title={PAYMENT_SUCCESS_TEXTS.success}>
      <CheckCircle2 aria-hidden className="mx-auto h-12 w-12 text-primary" />
      <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="payment-result">
        <dt className="text-muted-foreground">Plan</dt>
        <dd className="font-semibold capitalize">{user.plan}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd className="font-semibold capitalize">{user.plan_status}</dd>
        {liveCalls ? (
          <>
            <dt className="text-muted-foreground">{ACCOUNT_TEXTS.addOnTitle}</dt>
            <dd className="font-semibold">{ACCOUNT_TEXTS.addOnOwned}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex justify-center gap-3">
        <Button onClick={() => void openCalculator()}>{PAYMENT_SUCCESS_TEXTS.openCalculator}</Button>
        {backToWebsite}
      </div>
    </AccountCard>
  );
}
