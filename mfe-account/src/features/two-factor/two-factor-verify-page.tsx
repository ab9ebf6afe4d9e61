import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { AccountCard } from '../../components/account-card.js';

/** Spec section 2: the email comes in navigation state; without it the page goes back to /login. */
export function TwoFactorVerifyPage() {
  const state: unknown = useLocation().state;
  const email = typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' ? state.email : null;
  if (!email) return <Navigate to={ROUTES.login} replace />;
  return <AccountCard title="Verify Your Identity" description={`We sent a 6-digit verification code to ${email}.`} />;
}
