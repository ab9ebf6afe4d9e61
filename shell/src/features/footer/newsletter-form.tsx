import { useEffect, useState, type FormEvent } from 'react';
import { apiFetch } from '@pac/session';
import { Button, Input, cn } from '@pac/ui';

export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address';
export const NEWSLETTER_NETWORK_FAILURE = 'Failed to subscribe. Please try again later.';
export const NEWSLETTER_MESSAGE_MS = 5000;

// Spec section 5: non-empty and a simple email shape.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Status = { kind: 'success' | 'error'; text: string } | null;

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), NEWSLETTER_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!SIMPLE_EMAIL.test(trimmed)) {
      setStatus({ kind: 'error', text: NEWSLETTER_INVALID_EMAIL });
      return;
    }
    setBusy(true);
    try {
      const response = await apiFetch('/api/newsletter/subscribe', { method: 'POST', auth: false, body: JSON.stringify({ email: trimmed }) });
      const body = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string; error?: string };
      if (response.ok && body.success !== false) {
        setStatus({ kind: 'success', text: body.message ?? 'Thank you for subscribing!' });
        setEmail('');
      } else {
        setStatus({ kind: 'error', text: body.message ?? body.error ?? NEWSLETTER_NETWORK_FAILURE });
      }
    } catch {
      setStatus({ kind: 'error', text: NEWSLETTER_NETWORK_FAILURE });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter" className="flex flex-col gap-2">
      <label htmlFor="newsletter-email" className="text-sm font-semibold text-white">
        Subscribe to our newsletter
      </label>
      <div className="flex gap-2">
        <Input id="newsletter-email" type="email" placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.target.value)} className="bg-white" />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {status ? (
        <p role="status" data-status={status.kind} className={cn('text-sm', status.kind === 'success' ? 'text-green-400' : 'text-red-400')}>
          {status.text}
        </p>
      ) : null}
    </form>
  );
}
