import { NEWSLETTER_MESSAGES, type NewsletterSubscribeRequest } from '@pac/contracts';
import { apiFetch } from '@pac/session';
import { NEWSLETTER_FORM_TEXTS } from '../../texts.js';

export type SubscribeOutcome = { kind: 'success' | 'error'; text: string };

/**
 * POST /api/newsletter/subscribe: the server's message, or the failure text. A fetcher without a TanStack Query
 * hook: the footer is in the shell's first download, which has no room in its budget for the library.
 */
export async function subscribeToNewsletter(request: NewsletterSubscribeRequest): Promise<SubscribeOutcome> {
  try {
    const response = await apiFetch('/api/newsletter/subscribe', {
      method: 'POST',
      body: JSON.stringify(request),
    });
    const body = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      message?: string;
      error?: string;
    };
    if (response.ok && body.success !== false)
      return { kind: 'success', text: body.message ?? NEWSLETTER_MESSAGES.subscribed };
    return { kind: 'error', text: body.message ?? body.error ?? NEWSLETTER_FORM_TEXTS.networkFailure };
  } catch {
    return { kind: 'error', text: NEWSLETTER_FORM_TEXTS.networkFailure };
  }
}
