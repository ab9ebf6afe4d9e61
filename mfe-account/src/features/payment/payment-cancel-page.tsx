import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { buttonVariants } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';

export function PaymentCancelPage() {
  return (
    <AccountCard title="Payment Cancelled" description="No payment was taken.">
      <div className="flex justify-center gap-3">
        <Link to={ROUTES.subscribe} className={buttonVariants()}>
          Try Again
        </Link>
        <Link to={ROUTES.home} className={buttonVariants({ variant: 'outline' })}>
          Continue with Free Plan
        </Link>
      </div>
    </AccountCard>
  );
}
