import { useState } from 'react';
import { IDENTITY_MESSAGES, resendVerificationRequestSchema } from '@pac/contracts';
import { Button, Field, Input } from '@pac/ui';
import { useResendVerificationMutation } from './resend-verification-api.js';
import { FormError } from './form-error.js';
import { ACCOUNT_TEXTS } from '../texts.js';

/**
 * "Send a new link" for an address waiting for confirmation (IDENTITY_ENDPOINTS.resendVerification). The server
 * answers alike for every address, so its message is shown as it comes. Without a known `email` it asks for one
 * (a link opened on another device, or an expired one).
 */
export function ResendVerificationLink({ email: knownEmail }: { email?: string }) {
  const [typedEmail, setTypedEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resend = useResendVerificationMutation();
  const email = knownEmail ?? typedEmail;

  const send = async () => {
    setError(null);
    setSent(null);
    const request = resendVerificationRequestSchema.safeParse({ email });
    if (!request.success)
      return setError(request.error.issues[0]?.message ?? IDENTITY_MESSAGES.emailRequired);
    const outcome = await resend.mutateAsync(request.data.email);
    if (outcome.sent) setSent(outcome.message);
    else setError(outcome.message);
  };

  return (
    <div className="space-y-3">
      {knownEmail === undefined ? (
        <Field id="resend-email" label="Email Address">
          <Input
            id="resend-email"
            type="email"
            autoComplete="email"
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.target.value)}
          />
        </Field>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={resend.isPending || !email}
        onClick={() => void send()}
      >
        {ACCOUNT_TEXTS.sendNewLink}
      </Button>
      {sent ? (
        <p role="status" className="text-sm text-muted-foreground">
          {sent}
        </p>
      ) : null}
      <FormError>{error}</FormError>
    </div>
  );
}
