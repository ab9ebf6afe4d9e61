import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  IDENTITY_MESSAGES,
  ROUTES,
  TWO_FACTOR_CODE_LENGTH,
  TWO_FACTOR_RESEND_COOLDOWN_SECONDS,
  twoFactorVerifyRequestSchema,
} from '@pac/contracts';
import { storeSession, usePageMeta } from '@pac/session';
import { Button, Field, Input, toast, useResendCountdown } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { useContinueAfterSignIn } from '../../lib/continue-after-sign-in.js';
import { FormError } from '../../components/form-error.js';
import { keepRenewalPass } from '../../lib/renewal-pass.js';
import { SubscriptionRenewal } from '../../components/subscription-renewal.js';
import { useResendCodeMutation } from './two-factor-send-code-api.js';
import { useVerifyCodeMutation, type VerifyResult } from './two-factor-verify-api.js';
import { ACCOUNT_PAGE_META, ACCOUNT_TEXTS } from '../../texts.js';

// The email comes from the login screen; the form checks the code as identity does.
const codeFormSchema = twoFactorVerifyRequestSchema.pick({ code: true });
type CodeForm = z.input<typeof codeFormSchema>;

function emailFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' && state.email ? state.email : null;
}

/** The email comes in navigation state; without it the page goes back to /login. */
export function TwoFactorVerifyPage() {
  usePageMeta(ACCOUNT_PAGE_META[ROUTES.twoFactorVerify]);
  const email = emailFromState(useLocation().state);
  if (!email) return <Navigate to={ROUTES.login} replace />;
  return <TwoFactorVerifyForm email={email} />;
}

function TwoFactorVerifyForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const continueAfterSignIn = useContinueAfterSignIn();
  const { remaining, restart } = useResendCountdown(TWO_FACTOR_RESEND_COOLDOWN_SECONDS);
  const { register, handleSubmit, control, setValue } = useForm<CodeForm>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control, name: 'code' });
  const verify = useVerifyCodeMutation();
  const resend = useResendCodeMutation();
  // Stays set while a verified session goes on to checkout or the calculator.
  const [verified, setVerified] = useState(false);
  const [expired, setExpired] = useState<Extract<VerifyResult, { kind: 'expired' }> | null>(null);

  const onInvalid = () =>
    toast.error(IDENTITY_MESSAGES.codeInvalidTitle, { description: IDENTITY_MESSAGES.codeInvalid });

  const onSubmit = async (form: CodeForm) => {
    const result = await verify.mutateAsync({ email, code: form.code });
    if (result.kind === 'expired') {
      // /subscribe picks the renew token up from there, for any expired plan (Free included).
      if (result.renewToken) keepRenewalPass(result.renewToken, result.plan);
      setExpired(result);
      return;
    }
    if (result.kind === 'failed') {
      toast.error(result.notice.title, { description: result.notice.description });
      return;
    }
    setVerified(true);
    storeSession(result.body.user);
    toast.success(IDENTITY_MESSAGES.verificationSuccessTitle, {
      description: IDENTITY_MESSAGES.verificationSuccess,
    });
    await continueAfterSignIn(result.body.user);
  };

  const onResend = async () => {
    const failure = await resend.mutateAsync(email);
    if (failure) {
      toast.error(failure.title, { description: failure.description });
      return;
    }
    toast.success(IDENTITY_MESSAGES.codeSentTitle);
    restart();
  };

  return (
    <AccountCard
      title={ACCOUNT_PAGE_META[ROUTES.twoFactorVerify].title}
      description={`We sent a 6-digit verification code to ${email}.`}
    >
      {expired ? (
        <div className="space-y-2">
          <FormError>{expired.message}</FormError>
          <SubscriptionRenewal plan={expired.plan} renewToken={expired.renewToken} />
        </div>
      ) : null}
      <form className="space-y-4" noValidate onSubmit={handleSubmit(onSubmit, onInvalid)}>
        <Field id="two-factor-email" label="Email">
          <Input id="two-factor-email" value={email} readOnly aria-readonly="true" />
        </Field>
        <Field id="two-factor-code" label="Verification Code">
          <Input
            id="two-factor-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TWO_FACTOR_CODE_LENGTH}
            className="text-center font-mono text-lg tracking-[0.5em]"
            {...register('code', {
              // Digits only, at most six, whatever was typed or pasted.
              onChange: (event: { target: { value: string } }) =>
                setValue('code', event.target.value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH)),
            })}
          />
        </Field>
        <Button
          type="submit"
          className="w-full"
          disabled={code.length !== TWO_FACTOR_CODE_LENGTH || verify.isPending || verified}
        >
          {ACCOUNT_TEXTS.verifyCode}
        </Button>
      </form>
      <div className="flex flex-col gap-2">
        <Button
          variant="outline"
          disabled={remaining > 0 || resend.isPending}
          onClick={() => void onResend()}
        >
          {remaining > 0 ? ACCOUNT_TEXTS.resendIn(remaining) : ACCOUNT_TEXTS.resendCode}
        </Button>
        <Button variant="ghost" onClick={() => navigate(ROUTES.login)}>
          {ACCOUNT_TEXTS.backToLogin}
        </Button>
      </div>
    </AccountCard>
  );
}
