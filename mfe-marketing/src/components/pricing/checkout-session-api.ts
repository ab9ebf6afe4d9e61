import { apiFetch } from '@pac/session';

/**
 * POST /api/payment/checkout for a signed-in visitor (session cookie): the checkout page's address, or null when
 * the answer carries none; throws when billing cannot be reached.
 *
 * Fetcher only, no TanStack Query hook: the plan cards are on the home page, the site's first load, which has no
 * room in its budget (bench/frontend.bench.ts) for the library.
 */
export async function requestCheckout(planId: string): Promise<string | null> {
  const response = await apiFetch(`/api/payment/checkout?plan=${encodeURIComponent(planId)}`, {
    method: 'POST',
    body: '{}',
  });
  const body = (await response.json().catch(() => ({}))) as { checkout_url?: unknown };
  return typeof body.checkout_url === 'string' && body.checkout_url ? body.checkout_url : null;
}
