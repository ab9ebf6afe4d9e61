import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { buttonVariants } from '@pac/ui';

/** A saved deal belongs to an account: a visitor (or an expired session) is asked to sign in. */
export function SignInNeeded() {
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-12">
      <h1 className="text-2xl font-bold">Sign in to open this deal</h1>
      <p className="text-muted-foreground">
        Saved analyses belong to an account. Sign in to see and edit them.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={ROUTES.login} className={buttonVariants()}>
          Sign in
        </Link>
        <Link to={ROUTES.register} className={buttonVariants({ variant: 'outline' })}>
          Create a free account
        </Link>
      </div>
    </div>
  );
}
