import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { useSession } from '@pac/session';
import { buttonVariants } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';

export function WaitingListPage() {
  const { user } = useSession();
  return (
    <AccountCard
      title="You're on the Waiting List"
      description={user ? `Thank you, ${user.full_name}.` : undefined}
    >
      <p className="text-center text-sm text-muted-foreground">Email updates enabled</p>
      <div className="flex justify-center gap-3">
        <Link to={ROUTES.contact} className={buttonVariants({ variant: 'outline' })}>
          Contact Support
        </Link>
        <Link to={ROUTES.home} className={buttonVariants()}>
          Back to Home
        </Link>
      </div>
    </AccountCard>
  );
}
