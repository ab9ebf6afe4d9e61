import { Link } from 'react-router-dom';
import { DEALS_API_MESSAGES, ROUTES } from '@pac/contracts';
import { buttonVariants } from '@pac/ui';

/** A 404: the deal was deleted, or it is another user's (the service never says which). */
export function DealNotFound() {
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-12">
      <h1 className="text-2xl font-bold">This deal can&apos;t be opened</h1>
      <p className="text-muted-foreground">
        {DEALS_API_MESSAGES.dealNotFound} It may have been deleted, or it belongs to another account.
      </p>
      <Link to={ROUTES.deals} className={buttonVariants()}>
        Back to your saved deals
      </Link>
    </div>
  );
}
