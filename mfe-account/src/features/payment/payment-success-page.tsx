import { Spinner } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';

/** The session check and profile refresh arrive with the billing issue. */
export function PaymentSuccessPage() {
  return (
    <AccountCard
      title="Processing Your Payment"
      description="Please wait while we confirm your subscription."
    >
      <div className="flex justify-center">
        <Spinner />
      </div>
    </AccountCard>
  );
}
