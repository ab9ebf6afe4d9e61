import { SignInLinks } from '../../../components/sign-in-links.js';

/** Saved deals belong to an account: a visitor is asked to sign in (the analyser stays open to everyone). */
export function SignedOutNotice() {
  return (
    <div className="space-y-4">
      <p>Sign in to see your saved analyses.</p>
      <SignInLinks createAccountLabel="Create an account" />
    </div>
  );
}
