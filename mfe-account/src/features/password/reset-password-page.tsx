import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { IDENTITY_MESSAGES, ROUTES } from '@pac/contracts';
import { usePageMeta } from '@pac/session';
import { Button, Field, PasswordInput } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { FormError } from '../../components/form-error.js';
import { PasswordChecklist, passwordRuleHolds } from '../../components/password-checklist.js';
import { useResetPasswordMutation } from './reset-password-api.js';
import { resetPasswordFormSchema, type ResetPasswordForm } from './reset-password-form-schema.js';
import { ACCOUNT_PAGE_META, ACCOUNT_TEXTS } from '../../texts.js';

export const RESET_REDIRECT_DELAY_MS = 3_000;

/** Without a token in the URL the reset page sends the user to /forgot-password. */
export function ResetPasswordPage() {
  usePageMeta(ACCOUNT_PAGE_META[ROUTES.resetPassword]);
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to={ROUTES.forgotPassword} replace />;
  return <ResetPasswordForm token={token} />;
}

function ResetSuccess() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(ROUTES.login), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <AccountCard
      title={IDENTITY_MESSAGES.resetSuccess}
      description="You can now sign in with your new password. Redirecting to login..."
    >
      <Button className="w-full" onClick={() => navigate(ROUTES.login)}>
        {ACCOUNT_TEXTS.goToLoginNow}
      </Button>
    </AccountCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const resetPassword = useResetPasswordMutation();
  const { register, handleSubmit, control, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const [password, confirmation] = useWatch({ control, name: ['new_password', 'confirm_password'] });

  const onSubmit = async (form: ResetPasswordForm) => {
    setServerError(null);
    const problem = await resetPassword.mutateAsync({ token, new_password: form.new_password });
    if (problem) return setServerError(problem);
    setDone(true);
  };

  if (done) return <ResetSuccess />;
  // Submit waits for the whole rule (issue 18), as on sign-up; the schema's messages still cover what the lines
  // don't (a password over 256 characters).
  // The mismatch is reported first, then the requirements.
  const fieldError = formState.errors.confirm_password?.message ?? formState.errors.new_password?.message;
  return (
    <AccountCard
      title={ACCOUNT_PAGE_META[ROUTES.resetPassword].title}
      description={ACCOUNT_PAGE_META[ROUTES.resetPassword].description}
    >
      <form className="space-y-4" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Field id="reset-password" label="New Password">
          <PasswordInput id="reset-password" autoComplete="new-password" {...register('new_password')} />
        </Field>
        <Field id="reset-confirm" label="Confirm New Password">
          <PasswordInput id="reset-confirm" autoComplete="new-password" {...register('confirm_password')} />
        </Field>
        <PasswordChecklist password={password} confirmation={confirmation} />
        <FormError>{serverError ?? fieldError}</FormError>
        <Button
          type="submit"
          className="w-full"
          disabled={!passwordRuleHolds(password, confirmation) || formState.isSubmitting}
        >
          {formState.isSubmitting ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AccountCard>
  );
}
