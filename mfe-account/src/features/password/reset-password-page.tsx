import { Navigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { AccountCard } from '../../components/account-card.js';

/** Spec section 2: without a token in the URL the reset page sends the user to /forgot-password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  if (!params.get('token')) return <Navigate to={ROUTES.forgotPassword} replace />;
  return <AccountCard title="Reset Password" description="Choose a new password for your account." />;
}
