import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_SCREEN_TEXTS,
  IDENTITY_MESSAGES,
  PASSWORD_MIN_LENGTH,
  ROUTES,
  type AuthSuccessResponse,
} from '@pac/contracts';
import { storeSession } from '@pac/session';
import { Button, Input } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { Field } from '../../components/field.js';
import { FormError } from '../../components/form-error.js';
import { PasswordInput } from '../../components/password-input.js';
import { RequirementIndicator } from '../../components/requirement-indicator.js';
import { useCalculatorHandOver } from '../../lib/continue-after-sign-in.js';
import { postJson } from '../../lib/identity-api.js';
import { REGISTER_FIELD_ORDER, registerFormSchema, type RegisterForm } from './register-form-schema.js';

export function RegisterPage() {
  const handOver = useCalculatorHandOver();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const [name, email, password, confirmPassword] = useWatch({
    control,
    name: ['name', 'email', 'password', 'confirmPassword'],
  });
  const clearServerError = { onChange: () => setServerError(null) };
  const longEnough = password.length >= PASSWORD_MIN_LENGTH;
  const passwordsMatch = confirmPassword !== '' && password === confirmPassword;
  const ready = Boolean(name && email && password && confirmPassword) && longEnough && passwordsMatch;

  const onSubmit = async (form: RegisterForm) => {
    const outcome = await postJson<AuthSuccessResponse>('/api/register', {
      name: form.name,
      email: form.email,
      password: form.password,
    });
    if (outcome.kind === 'network') return setServerError(IDENTITY_MESSAGES.networkError);
    if (outcome.kind === 'refused')
      return setServerError(outcome.error ?? IDENTITY_MESSAGES.registrationFailed);
    // Spec section 4: register success stores user and token and goes on to the calculator.
    storeSession(outcome.body.user, outcome.body.token);
    await handOver(outcome.body.user, outcome.body.token);
  };

  const firstFieldError = REGISTER_FIELD_ORDER.map((field) => formState.errors[field]?.message).find(Boolean);
  return (
    <AccountCard
      title="Create Your Account"
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
        <ul aria-label="Password checks" className="space-y-1">
          <RequirementIndicator label={ACCOUNT_SCREEN_TEXTS.atLeastEightCharacters} met={longEnough} />
          <RequirementIndicator label={ACCOUNT_SCREEN_TEXTS.passwordsMatch} met={passwordsMatch} />
        </ul>
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
