import { Link, useSearchParams } from 'react-router-dom';
import {
  ADMIN_ENDPOINTS,
  CONTENT_ENDPOINTS,
  EMAIL_UNSUBSCRIBE_MESSAGES,
  NEWSLETTER_MESSAGES,
  ROUTES,
} from '@pac/contracts';
import { Button } from '@pac/ui';
import { StaticPage } from '../../components/static-page.js';
import { useUnsubscribeMutation, type UnsubscribeEndpoint } from './unsubscribe-api.js';
import { UNSUBSCRIBE_TEXTS } from '../../texts.js';

interface UnsubscribeTexts {
  endpoint: UnsubscribeEndpoint;
  title: string;
  question: string;
  unsubscribed: string;
  invalid: string;
  failure: string;
}

/** Target of the link in the newsletter confirmation mail. */
export function NewsletterUnsubscribePage() {
  return (
    <UnsubscribeConfirmation
      endpoint={CONTENT_ENDPOINTS.newsletterUnsubscribe}
      title="Newsletter Subscription"
      question="Do you want to stop receiving our newsletter? You can subscribe again at any time from the footer."
      unsubscribed={NEWSLETTER_MESSAGES.unsubscribed}
      invalid={NEWSLETTER_MESSAGES.unsubscribeInvalid}
      failure={UNSUBSCRIBE_TEXTS.failure}
    />
  );
}

/** Target of the link in every broadcast email (announcements to account holders). */
export function EmailUnsubscribePage() {
  return (
    <UnsubscribeConfirmation
      endpoint={ADMIN_ENDPOINTS.emailUnsubscribe}
      title="Email Preferences"
      question="Do you want to stop receiving announcements from us? Account emails such as sign-in codes and receipts are not affected."
      unsubscribed={EMAIL_UNSUBSCRIBE_MESSAGES.unsubscribed}
      invalid={EMAIL_UNSUBSCRIBE_MESSAGES.invalid}
      failure={EMAIL_UNSUBSCRIBE_MESSAGES.failure}
    />
  );
}

/**
 * Asks before unsubscribing: mail scanners open links on their own, and a page that acted on load would
 * unsubscribe people who never clicked.
 */
function UnsubscribeConfirmation(texts: UnsubscribeTexts) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useUnsubscribeMutation();
  const answer = mutation.data;
  const outcome = answer && {
    kind: answer.kind,
    text: answer.text ?? (answer.kind === 'done' ? texts.unsubscribed : texts.failure),
  };

  return (
    <StaticPage title={texts.title} intro="Manage the emails you receive from Property Analysis Calculator.">
      {!token ? (
        <p role="alert">{texts.invalid}</p>
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
          <p>{texts.question}</p>
          <Button
            onClick={() => mutation.mutate({ endpoint: texts.endpoint, token })}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
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
