import { CONTENT_ENDPOINTS, NEWSLETTER_MESSAGES, type NewsletterSubscribeRequest } from '@pac/contracts';
import { ApiError, callApi } from '@pac/session';
import { NEWSLETTER_FORM_TEXTS } from '../../texts.js';

export type SubscribeOutcome = { kind: 'success' | 'error'; text: string };

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);
const refusalText = (body: Readonly<Record<string, unknown>>) =>
  textOf(body.message) ?? textOf(body.error) ?? NEWSLETTER_FORM_TEXTS.networkFailure;

/**
 * POST /api/newsletter/subscribe: the server's message, or the failure text. A fetcher without a TanStack Query
 * hook: the footer is in the shell's first download, which has no room in its budget for the library.
 */
export async function subscribeToNewsletter(request: NewsletterSubscribeRequest): Promise<SubscribeOutcome> {
  let answer: unknown;
  try {
    answer = await callApi(CONTENT_ENDPOINTS.newsletterSubscribe, { body: request });
  } catch (error) {
    if (!(error instanceof ApiError) || error.isNetworkError)
      return { kind: 'error', text: NEWSLETTER_FORM_TEXTS.networkFailure };
    return { kind: 'error', text: refusalText(error.body) };
  }
  // An older content service said `success: false` in a 200.
  const body = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (body.success === false) return { kind: 'error', text: refusalText(body) };
  return { kind: 'success', text: textOf(body.message) ?? NEWSLETTER_MESSAGES.subscribed };
}
