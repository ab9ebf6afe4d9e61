import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { AccountCard } from '../../components/account-card.js';

export function RegisterPage() {
  return (
    <AccountCard title="Create Your Account" description="Start analysing deals with 5 free calculations and exports.">
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to={ROUTES.login} className="text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </AccountCard>
  );
}
