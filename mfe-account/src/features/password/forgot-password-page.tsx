import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { IDENTITY_MESSAGES, ROUTES, forgotPasswordRequestSchema } from '@pac/contracts';
import { usePageMeta } from '@pac/session';
import { Button, buttonVariants, Field, Input } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { FormError } from '../../components/form-error.js';
import { useRequestPasswordResetMutation } from './forgot-password-api.js';
import { ACCOUNT_PAGE_META, ACCOUNT_TEXTS } from '../../texts.js';

type ForgotForm = z.input<typeof forgotPasswordRequestSchema>;

const backToLogin = (
  <Link to={ROUTES.login} className="block text-center text-sm text-primary hover:underline">
    {ACCOUNT_TEXTS.backToLogin}
  </Link>
);

export function ForgotPasswordPage() {
  usePageMeta(ACCOUNT_PAGE_META[ROUTES.forgotPassword]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const requestReset = useRequestPasswordResetMutation();
  const { register, handleSubmit, control, formState, reset } = useForm<ForgotForm>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });

  const onSubmit = async (form: ForgotForm) => {
    setServerError(null);
    const problem = await requestReset.mutateAsync(form.email);
    if (problem) return setServerError(problem);
    setSentTo(form.email.trim());
  };

  if (sentTo) {
    return (
      <AccountCard title="Check Your Email" description={IDENTITY_MESSAGES.forgotSent(sentTo)}>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {ACCOUNT_TEXTS.forgotTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <Button
          variant="outline"
          className="w-full"
          onClick={() => {
            reset();
            setSentTo(null);
          }}
        >
          {ACCOUNT_TEXTS.tryAnotherEmail}
        </Button>
        <Link to={ROUTES.login} className={buttonVariants({ className: 'w-full' })}>
          {ACCOUNT_TEXTS.backToLogin}
        </Link>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title={ACCOUNT_PAGE_META[ROUTES.forgotPassword].title}
      description="Enter your email and we will send you reset instructions. The link expires in 1 hour."
    >
      <form className="space-y-4" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Field id="forgot-email" label="Email Address">
          <Input id="forgot-email" type="email" autoComplete="email" {...register('email')} />
        </Field>
        <FormError>{serverError ?? formState.errors.email?.message}</FormError>
        <Button type="submit" className="w-full" disabled={!email || formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending...' : ACCOUNT_TEXTS.sendResetInstructions}
        </Button>
      </form>
      {backToLogin}
    </AccountCard>
  );
}
