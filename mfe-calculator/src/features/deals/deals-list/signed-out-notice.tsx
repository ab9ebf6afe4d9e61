import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { buttonVariants } from '@pac/ui';

/** Saved deals belong to an account: a visitor is asked to sign in (the analyser stays open to everyone). */
export function SignedOutNotice() {
  return (
    <div className="space-y-4">
      <p>Sign in to see your saved analyses.</p>
      <div className="flex flex-wrap gap-2">
        <Link to={ROUTES.login} className={buttonVariants()}>
          Sign in
        </Link>
        <Link to={ROUTES.register} className={buttonVariants({ variant: 'outline' })}>
          Create an account
        </Link>
      </div>
    </div>
  );
}
