import { Link } from 'react-router-dom';
import { PAYMENT_CANCEL_TEXTS, ROUTES } from '@pac/contracts';
import { usePageMeta } from '@pac/session';
import { buttonVariants } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { ACCOUNT_PAGE_META } from '../../texts.js';

/** A cancelled payment offers two ways on: back to the plans, or on with the free plan to the main website. */
export function PaymentCancelPage() {
  usePageMeta(ACCOUNT_PAGE_META[ROUTES.paymentCancel]);
  return (
    <AccountCard title={PAYMENT_CANCEL_TEXTS.title} description={PAYMENT_CANCEL_TEXTS.description}>
      <div className="flex justify-center gap-3">
        <Link to={ROUTES.subscribe} className={buttonVariants()}>
          {PAYMENT_CANCEL_TEXTS.tryAgain}
        </Link>
        <Link to={ROUTES.home} className={buttonVariants({ variant: 'outline' })}>
          {PAYMENT_CANCEL_TEXTS.continueFree}
        </Link>
      </div>
    </AccountCard>
  );
}
