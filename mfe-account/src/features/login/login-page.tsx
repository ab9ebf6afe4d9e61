import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { IDENTITY_MESSAGES, ROUTES, loginRequestSchema, type LoginRequest } from '@pac/contracts';
import { storeSession, usePageMeta, useSession } from '@pac/session';
import { Button, Field, Input, PasswordInput } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { FormError } from '../../components/form-error.js';
import { ResendVerificationLink } from '../../components/resend-verification-link.js';
import { useContinueAfterSignIn } from '../../lib/continue-after-sign-in.js';
import { useSignInMutation, type LoginResult } from './login-api.js';
import { usePendingPlan } from './pending-plan.js';
import { SubscriptionRenewal } from '../../components/subscription-renewal.js';
import { dropRenewalPass, keepRenewalPass } from '../../lib/renewal-pass.js';
import { ACCOUNT_PAGE_META } from '../../texts.js';

type ShownError = Extract<LoginResult, { kind: 'expired' | 'failed' }>;

export function LoginPage() {
  usePageMeta(ACCOUNT_PAGE_META[ROUTES.login]);
  const navigate = useNavigate();
  const continueAfterSignIn = useContinueAfterSignIn();
  const pendingPlan = usePendingPlan();
  // Set when a 401 signed this tab out (SessionEndedRedirect in the shell brings the user here); signing in clears it.
  const { sessionEnded } = useSession();
  const [shownError, setShownError] = useState<ShownError | null>(null);
  const signIn = useSignInMutation();
  const { register, handleSubmit, control, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  // Typing clears the shown error: it described input that is no longer there.
  const clearShownError = { onChange: () => setShownError(null) };

  const onSubmit = async (request: LoginRequest) => {
    const result = await signIn.mutateAsync(request);
    if (result.kind === 'two-factor') {
      navigate(ROUTES.twoFactorVerify, { state: { email: result.email, origin: ROUTES.login } });
    } else if (result.kind === 'signed-in') {
      dropRenewalPass();
      storeSession(result.body.user);
      await continueAfterSignIn(result.body.user);
    } else {
      // /subscribe picks the renew token up from there, for any expired plan (Free included).
      if (result.kind === 'expired' && result.renewToken) keepRenewalPass(result.renewToken, result.plan);
      setShownError(result);
    }
  };

  const fieldError = formState.errors.email?.message ?? formState.errors.password?.message;
  return (
    <AccountCard title="Welcome Back" description="Sign in to your Property Analysis Calculator account.">
      {sessionEnded ? (
        <div role="status" className="rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
          {sessionEnded}
        </div>
      ) : null}
      {pendingPlan ? (
        <div role="status" className="rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
          <p className="font-semibold">{pendingPlan.name}</p>
          <p>{IDENTITY_MESSAGES.pendingPlanRedirect}</p>
        </div>
      ) : null}
      <form className="space-y-4" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Field id="login-email" label="Email">
          <Input id="login-email" type="email" autoComplete="email" {...register('email', clearShownError)} />
        </Field>
        <Field id="login-password" label="Password">
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            {...register('password', clearShownError)}
          />
        </Field>
        <FormError>{shownError?.message ?? fieldError}</FormError>
        {shownError?.kind === 'expired' ? (
          <SubscriptionRenewal plan={shownError.plan} renewToken={shownError.renewToken} />
        ) : null}
        {/* Issue 18: a right password for an address not yet confirmed; the first link may be lost or expired. */}
        {shownError?.message === IDENTITY_MESSAGES.emailNotVerified ? (
          <ResendVerificationLink email={email.trim()} />
        ) : null}
        <Button type="submit" className="w-full" disabled={!email || !password || formState.isSubmitting}>
          {formState.isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
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
