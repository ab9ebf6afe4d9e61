import { SignInLinks } from '../../../components/sign-in-links.js';
import { CALCULATOR_PAGE_META } from '../../../texts.js';

/** A saved deal belongs to an account: a visitor (or an expired session) is asked to sign in. */
export function SignInNeeded() {
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-12">
      <h1 className="text-2xl font-bold">{CALCULATOR_PAGE_META.signInNeeded.title}</h1>
      <p className="text-muted-foreground">
        Saved analyses belong to an account. Sign in to see and edit them.
      </p>
      <SignInLinks />
    </div>
  );
}
