import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  IDENTITY_MESSAGES,
  ROUTES,
  TWO_FACTOR_RESEND_COOLDOWN_SECONDS,
  loginRequestSchema,
  twoFactorVerifyRequestSchema,
  type LoginRequest,
} from '@pac/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Field,
  Input,
  PasswordInput,
  useResendCountdown,
} from '@pac/ui';
import { usePageMeta } from '@pac/session';
import { AdminRequestError } from '../../lib/admin-request.js';
import { readSignedOutNotice, storeAdminSession } from '../../lib/admin-session.js';
import { ADMIN_LAYOUT_TEXTS, ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { useResendAdminCode } from './api/admin-code-send-api.js';
import { useVerifyAdminCode } from './api/admin-code-verify-api.js';
import { useSubmitAdminPassword } from './api/admin-login-api.js';

/** The code step validates the code as the identity service does; the email comes from the password step. */
const codeFormSchema = twoFactorVerifyRequestSchema.pick({ code: true });
type CodeForm = { code: string };

/** What the Authentication Error box says: the server's refusal, or the login-error text when no answer came. */
const shownError = (error: Error | null): string | null => {
  if (error === null) return null;
  const unanswered = error instanceof AdminRequestError && error.status === 0;
  return unanswered || !error.message ? ADMIN_SCREEN_TEXTS.loginError : error.message;
};

/** What a failed Resend says: the server's refusal (e.g. too soon), or the site's resend network-error text. */
const resendError = (error: Error | null): string | null => {
  if (error === null) return null;
  const unanswered = error instanceof AdminRequestError && error.status === 0;
  return unanswered ? IDENTITY_MESSAGES.resendNetworkError : error.message || ADMIN_SCREEN_TEXTS.resendFailed;
};

/** Admin Sign In: password, then the emailed code; only an admin reaches /admin/dashboard. */
export function AdminLoginPage() {
  usePageMeta({ title: ADMIN_LAYOUT_TEXTS.loginTitle, description: ADMIN_LAYOUT_TEXTS.pageDescription });
  const navigate = useNavigate();
  // Why this page shows again, when the server ended the portal's session.
  const notice = readSignedOutNotice(useLocation().state);
  const [email, setEmail] = useState<string | null>(null);
  // The address typed last, kept when Back returns to the password step.
  const [lastEmail, setLastEmail] = useState('');
  const submitPassword = useSubmitAdminPassword();
  const verifyCode = useVerifyAdminCode();
  const resendCode = useResendAdminCode();
  const error =
    email === null
      ? shownError(submitPassword.error)
      : (resendError(resendCode.error) ?? shownError(verifyCode.error));
  const backToPassword = () => {
    submitPassword.reset();
    verifyCode.reset();
    resendCode.reset();
    setEmail(null);
  };

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-brand-dark px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold text-primary">{ADMIN_SCREEN_TEXTS.signInTitle}</h1>
          <p className="text-sm text-muted-foreground">{ADMIN_SCREEN_TEXTS.attemptsMonitored}</p>
        </CardHeader>
        <CardContent>
          {notice && !error && (
            <p
              role="status"
              className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              {notice}
            </p>
          )}
          {error && (
            <div
              role="alert"
              className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700"
            >
              <p className="font-semibold">{ADMIN_SCREEN_TEXTS.authenticationError}</p>
              <p>{error}</p>
            </div>
          )}
          {email === null ? (
            <PasswordStep
              email={lastEmail}
              busy={submitPassword.isPending}
              onSubmit={(request) => {
                setLastEmail(request.email);
                submitPassword.mutate(request, { onSuccess: () => setEmail(request.email) });
              }}
            />
          ) : (
            <CodeStep
              email={email}
              busy={verifyCode.isPending}
              resending={resendCode.isPending}
              resent={resendCode.isSuccess}
              onResend={(sent) => {
                verifyCode.reset();
                resendCode.mutate(email, { onSuccess: sent });
              }}
              onBack={backToPassword}
              onSubmit={({ code }) => {
                resendCode.reset();
                verifyCode.mutate(
                  { email, code },
                  {
                    onSuccess: (user) => {
                      // The answer set the admin session cookie; only the user is kept, for display.
                      storeAdminSession(user);
                      navigate(ROUTES.adminDashboard, { replace: true });
                    },
                  },
                );
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** Email and password, checked with the schema the identity service checks the same request with. */
function PasswordStep({
  email,
  busy,
  onSubmit,
}: {
  email: string;
  busy: boolean;
  onSubmit: (request: LoginRequest) => void;
}) {
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email, password: '' },
  });
  const { errors } = formState;
  return (
    <form className="space-y-4" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Field id="admin-email" label="Email" error={errors.email?.message}>
        <Input
          id="admin-email"
          type="email"
          autoComplete="username"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'admin-email-error' : undefined}
          {...register('email')}
        />
      </Field>
      <Field id="admin-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="admin-password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'admin-password-error' : undefined}
          {...register('password')}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? ADMIN_SCREEN_TEXTS.signingIn : ADMIN_SCREEN_TEXTS.signInButton}
      </Button>
    </form>
  );
}

/**
 * The 6-digit code emailed after the password step; anything but digits is dropped as it is typed. Resend asks
 * for a new code once the 60 s cooldown (counted as on /2fa-verify) is over; Back returns to the password step.
 */
function CodeStep({
  email,
  busy,
  resending,
  resent,
  onResend,
  onBack,
  onSubmit,
}: {
  email: string;
  busy: boolean;
  resending: boolean;
  resent: boolean;
  /** Asks for a new code; `sent` is called once it went out (the countdown starts again). */
  onResend: (sent: () => void) => void;
  onBack: () => void;
  onSubmit: (form: CodeForm) => void;
}) {
  const { remaining, restart } = useResendCountdown(TWO_FACTOR_RESEND_COOLDOWN_SECONDS);
  const { control, handleSubmit, formState } = useForm<CodeForm>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control, name: 'code' });
  const codeError = formState.errors.code?.message;
  return (
    <form className="space-y-4" noValidate onSubmit={handleSubmit(onSubmit)}>
      <p className="text-sm font-medium">{ADMIN_SCREEN_TEXTS.codeTitle}</p>
      <p className="text-sm text-muted-foreground">{ADMIN_SCREEN_TEXTS.codeSent(email)}</p>
      <Field id="admin-code" label="Verification code" error={codeError}>
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <Input
              id="admin-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? 'admin-code-error' : undefined}
              {...field}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
            />
          )}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={busy || code.length !== 6}>
        {busy ? ADMIN_SCREEN_TEXTS.verifying : ADMIN_SCREEN_TEXTS.verifyCode}
      </Button>
      {resent && (
        <p role="status" className="text-sm text-green-700">
          {ADMIN_SCREEN_TEXTS.codeResent}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={remaining > 0 || resending}
          onClick={() => onResend(restart)}
        >
          {remaining > 0 ? ADMIN_SCREEN_TEXTS.resendIn(remaining) : ADMIN_SCREEN_TEXTS.resendCode}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {ADMIN_SCREEN_TEXTS.back}
        </Button>
      </div>
    </form>
  );
}
