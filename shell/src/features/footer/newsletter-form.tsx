import { useEffect, useState, type FormEvent } from 'react';
import {
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  NEWSLETTER_MESSAGES,
  SIMPLE_EMAIL_PATTERN,
  type NewsletterSubscribeRequest,
} from '@pac/contracts';
import { Button, Input, cn } from '@pac/ui';
import { subscribeToNewsletter, type SubscribeOutcome } from './newsletter-subscribe-api.js';
import { NEWSLETTER_FORM_TEXTS } from '../../texts.js';

type Status = SubscribeOutcome | null;

/**
 * The rules of contracts' newsletterSubscribeRequestSchema (the content service checks it again), applied with its
 * own constants but without Zod: this form is on every page, and Zod would be the largest library in the shell's
 * first download. newsletter-form.test.tsx keeps the two in agreement. Returns the request or the message to show.
 */
export function checkNewsletterRequest(email: string, honeypot: string): NewsletterSubscribeRequest | string {
  const address = email.trim();
  if (address.length < 1 || address.length > CONTACT_LIMITS.email || !SIMPLE_EMAIL_PATTERN.test(address)) {
    return NEWSLETTER_MESSAGES.invalidEmail;
  }
  if (honeypot.length > 200) return NEWSLETTER_MESSAGES.invalidEmail;
  return { email: address, [HONEYPOT_FIELD]: honeypot };
}

/** Footer newsletter form: the address is checked here and again in the content service. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  // The message (green or red) clears itself after 5 s.
  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), NEWSLETTER_FORM_TEXTS.messageMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = checkNewsletterRequest(email, honeypot);
    if (typeof request === 'string') {
      setStatus({ kind: 'error', text: request });
      return;
    }
    setBusy(true);
    const outcome = await subscribeToNewsletter(request);
    setBusy(false);
    setStatus(outcome);
    if (outcome.kind === 'success') setEmail('');
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter" className="flex flex-col gap-2">
      <label htmlFor="newsletter-email" className="text-sm font-semibold text-white">
        Subscribe to our newsletter
      </label>
      <div className="flex gap-2">
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="bg-white"
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {/* Hidden from people and assistive technology; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="newsletter-website">Leave this field empty</label>
        <input
          id="newsletter-website"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      {status ? (
        <p
          role="status"
          data-status={status.kind}
          className={cn('text-sm', status.kind === 'success' ? 'text-green-400' : 'text-red-300')}
        >
          {status.text}
        </p>
      ) : null}
    </form>
  );
}
