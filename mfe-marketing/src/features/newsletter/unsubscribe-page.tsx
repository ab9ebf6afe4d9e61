import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { NEWSLETTER_MESSAGES, ROUTES } from '@pac/contracts';
import { apiFetch } from '@pac/session';
import { Button } from '@pac/ui';
import { StaticPage } from '../../components/static-page.js';

type Outcome = { kind: 'done' | 'error'; text: string } | null;

/**
 * Target of the link in the newsletter confirmation mail. It asks before unsubscribing: mail scanners open links
 * on their own, and a page that acted on load would unsubscribe people who never clicked.
 */
export function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const unsubscribe = async () => {
    setBusy(true);
    try {
      const response = await apiFetch('/api/newsletter/unsubscribe', {
        method: 'POST',
        auth: false,
        body: JSON.stringify({ token }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      setOutcome(
        response.ok
          ? { kind: 'done', text: body.message ?? NEWSLETTER_MESSAGES.unsubscribed }
          : { kind: 'error', text: body.error ?? NEWSLETTER_MESSAGES.unsubscribeFailure },
      );
    } catch {
      setOutcome({ kind: 'error', text: NEWSLETTER_MESSAGES.unsubscribeFailure });
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaticPage
      title="Newsletter Subscription"
      intro="Manage the emails you receive from Property Analysis Calculator."
    >
      {!token ? (
        <p role="alert">{NEWSLETTER_MESSAGES.unsubscribeInvalid}</p>
      ) : outcome ? (
        <p
          role={outcome.kind === 'done' ? 'status' : 'alert'}
          data-outcome={outcome.kind}
          className="text-lg text-foreground"
        >
          {outcome.text}
        </p>
      ) : (
        <div className="space-y-4">
          <p>
            Do you want to stop receiving our newsletter? You can subscribe again at any time from the footer.
          </p>
          <Button onClick={() => void unsubscribe()} disabled={busy}>
            {busy ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </div>
      )}
      <p>
        <Link to={ROUTES.home} className="text-primary underline">
          Back to the home page
        </Link>
      </p>
    </StaticPage>
  );
}
