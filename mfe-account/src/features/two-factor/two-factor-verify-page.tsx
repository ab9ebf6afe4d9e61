import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  IDENTITY_MESSAGES,
  ROUTES,
  TWO_FACTOR_CODE_LENGTH,
  TWO_FACTOR_RESEND_COOLDOWN_SECONDS,
  twoFactorCodeSchema,
} from '@pac/contracts';
import { storeSession } from '@pac/session';
import { Button, Field, Input, toast } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { useContinueAfterSignIn } from '../../lib/continue-after-sign-in.js';
import { FormError } from '../../components/form-error.js';
import { keepRenewalPass } from '../../lib/renewal-pass.js';
import { SubscriptionRenewal } from '../../components/subscription-renewal.js';
import { useResendCodeMutation } from './two-factor-send-code-api.js';
import { useVerifyCodeMutation, type VerifyResult } from './two-factor-verify-api.js';
import { useResendCountdown } from './use-resend-countdown.js';
import { ACCOUNT_TEXTS } from '../../texts.js';

function emailFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' && state.email ? state.email : null;
}

/** The email comes in navigation state; without it the page goes back to /login. */
export function TwoFactorVerifyPage() {
  const email = emailFromState(useLocation().state);
  if (!email) return <Navigate to={ROUTES.login} replace />;
  return <TwoFactorVerifyForm email={email} />;
}

function TwoFactorVerifyForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const continueAfterSignIn = useContinueAfterSignIn();
  const { remaining, restart } = useResendCountdown(TWO_FACTOR_RESEND_COOLDOWN_SECONDS);
  const [code, setCode] = useState('');
  const verify = useVerifyCodeMutation();
  const resend = useResendCodeMutation();
  // Stays set while a verified session goes on to checkout or the calculator.
  const [verified, setVerified] = useState(false);
  const [expired, setExpired] = useState<Extract<VerifyResult, { kind: 'expired' }> | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!twoFactorCodeSchema.safeParse(code).success) {
      toast.error(IDENTITY_MESSAGES.codeInvalidTitle, { description: IDENTITY_MESSAGES.codeInvalid });
      return;
    }
    const result = await verify.mutateAsync({ email, code });
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
      title="Verify Your Identity"
      description={`We sent a 6-digit verification code to ${email}.`}
    >
      {expired ? (
        <div className="space-y-2">
          <FormError>{expired.message}</FormError>
          <SubscriptionRenewal plan={expired.plan} renewToken={expired.renewToken} />
        </div>
      ) : null}
      <form className="space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
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
            value={code}
            // Digits only, at most six, whatever was typed or pasted.
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH))
            }
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
