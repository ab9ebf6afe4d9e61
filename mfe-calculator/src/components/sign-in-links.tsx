import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { buttonVariants, cn } from '@pac/ui';

/**
 * What a visitor is offered wherever the calculator needs an account (saving, a saved deal, the deals list):
 * sign in, or create an account; `children` add the place's own buttons after them.
 */
export function SignInLinks({
  createAccountLabel = 'Create a free account',
  className,
  children,
}: {
  createAccountLabel?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Link to={ROUTES.login} className={buttonVariants()}>
        Sign in
      </Link>
      <Link to={ROUTES.register} className={buttonVariants({ variant: 'outline' })}>
        {createAccountLabel}
      </Link>
      {children}
    </div>
  );
}
