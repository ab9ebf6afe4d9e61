import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { AccountCard } from '../../components/account-card.js';

/** The login form (2FA hand-off, pending plan, checkout) arrives with the accounts issue. */
export function LoginPage() {
  return (
    <AccountCard title="Welcome Back" description="Sign in to your Property Analysis Calculator account.">
      <div className="flex justify-between text-sm">
        <Link to={ROUTES.forgotPassword} className="text-primary hover:underline">
          Forgot password?
        </Link>
        <Link to={ROUTES.register} className="text-primary hover:underline">
          Create an account
        </Link>
      </div>
    </AccountCard>
  );
}
