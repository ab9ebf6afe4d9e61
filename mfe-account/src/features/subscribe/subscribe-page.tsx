import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { useSession } from '@pac/session';

/** Plan cards and checkout arrive with the billing issue. */
export function SubscribePage() {
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-5xl px-4 py-14 text-center">
      <h1 className="text-3xl font-bold text-primary md:text-4xl">Choose Your Plan</h1>
      {user ? (
        <p className="mt-3 text-muted-foreground">
          Hello {user.full_name}, you are on the <strong className="capitalize">{user.plan}</strong> plan.
        </p>
      ) : null}
      <p className="mt-10 text-sm text-muted-foreground">
        Secure payments · Cancel anytime · Questions?{' '}
        <Link to={ROUTES.contact} className="text-primary hover:underline">
          Contact us
        </Link>
      </p>
    </div>
  );
}
