import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { IDENTITY_MESSAGES, ROUTES } from '@pac/contracts';
import { usePageMeta } from '@pac/session';
import { Button, buttonVariants, Field, Input, PasswordInput } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { FormError } from '../../components/form-error.js';
import { PasswordChecklist, passwordRuleHolds } from '../../components/password-checklist.js';
import { ResendVerificationLink } from '../../components/resend-verification-link.js';
import { useRegisterMutation } from './register-api.js';
import { useRegistrationClosed } from './registration-status-api.js';
import { REGISTER_FIELD_ORDER, registerFormSchema, type RegisterForm } from './register-form-schema.js';
import { ACCOUNT_PAGE_META, ACCOUNT_TEXTS } from '../../texts.js';

function RegistrationClosed() {
  return (
    <AccountCard
      title={ACCOUNT_TEXTS.registrationClosedTitle}
      description={IDENTITY_MESSAGES.registrationDisabled}
    >
      <Link to={ROUTES.login} className={buttonVariants({ className: 'w-full' })}>
        {ACCOUNT_TEXTS.backToLogin}
      </Link>
    </AccountCard>
  );
}

/** Issue 18: sign-up opens no session; the link in the email confirms the address, then the user signs in. */
function CheckYourEmail({ email, message }: { email: string; message: string }) {
  return (
    <AccountCard title={ACCOUNT_TEXTS.checkYourEmail} description={message}>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        {ACCOUNT_TEXTS.signUpTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <ResendVerificationLink email={email} />
      <Link to={ROUTES.login} className={buttonVariants({ className: 'w-full' })}>
        {ACCOUNT_TEXTS.backToLogin}
      </Link>
    </AccountCard>
  );
}

export function RegisterPage() {
  usePageMeta(ACCOUNT_PAGE_META[ROUTES.register]);
  const closedBySettings = useRegistrationClosed();
  const [closedOnSubmit, setClosedOnSubmit] = useState(false);
  const [accepted, setAccepted] = useState<{ email: string; message: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const registerAccount = useRegisterMutation();
  const { register, handleSubmit, control, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const [name, email, password, confirmPassword] = useWatch({
    control,
    name: ['name', 'email', 'password', 'confirmPassword'],
  });
  const clearServerError = { onChange: () => setServerError(null) };
  const ready = Boolean(name && email) && passwordRuleHolds(password, confirmPassword);

  const onSubmit = async (form: RegisterForm) => {
    const result = await registerAccount.mutateAsync({
      name: form.name,
      email: form.email,
      password: form.password,
    });
    // Switched off since the page loaded: the same card as when it was off already.
    if (result.kind === 'closed') return setClosedOnSubmit(true);
    if (result.kind === 'failed') return setServerError(result.message);
    setAccepted(result);
  };

  if (closedBySettings === true || closedOnSubmit) return <RegistrationClosed />;
  if (accepted) return <CheckYourEmail email={accepted.email} message={accepted.message} />;

  const firstFieldError = REGISTER_FIELD_ORDER.map((field) => formState.errors[field]?.message).find(Boolean);
  return (
    <AccountCard
      title={ACCOUNT_PAGE_META[ROUTES.register].title}
      description="Start analysing deals with 5 free calculations and exports."
    >
      <form className="space-y-4" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Field id="register-name" label="Full Name">
          <Input id="register-name" autoComplete="name" {...register('name', clearServerError)} />
        </Field>
        <Field id="register-email" label="Email Address">
          <Input
            id="register-email"
            type="email"
            autoComplete="email"
            {...register('email', clearServerError)}
          />
        </Field>
        <Field id="register-password" label="Password">
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            {...register('password', clearServerError)}
          />
        </Field>
        <Field id="register-confirm" label="Confirm Password">
          <PasswordInput
            id="register-confirm"
            autoComplete="new-password"
            {...register('confirmPassword', clearServerError)}
          />
        </Field>
        <PasswordChecklist password={password} confirmation={confirmPassword} />
        <FormError>{serverError ?? firstFieldError}</FormError>
        <Button type="submit" className="w-full" disabled={!ready || formState.isSubmitting}>
          {formState.isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to={ROUTES.login} className="text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </AccountCard>
  );
}
