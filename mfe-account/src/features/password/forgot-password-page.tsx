import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { AccountCard } from '../../components/account-card.js';

export function ForgotPasswordPage() {
  return (
    <AccountCard title="Forgot Password" description="Enter your email and we will send you reset instructions. The link expires in 1 hour.">
      <Link to={ROUTES.login} className="block text-center text-sm text-primary hover:underline">
        Back to Login
      </Link>
    </AccountCard>
  );
}
