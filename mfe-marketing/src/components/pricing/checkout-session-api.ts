import { BILLING_ENDPOINTS, type CheckoutPlan } from '@pac/contracts';
import { ApiError, callApi } from '@pac/session';

/**
 * POST /api/payment/checkout for a signed-in visitor (session cookie): the checkout page's address, or null when
 * the answer carries none; throws when billing cannot be reached.
 *
 * Fetcher only, no TanStack Query hook: the plan cards are on the home page, the site's first load, which has no
 * room in its budget (bench/frontend.bench.ts) for the library.
 */
export async function requestCheckout(planId: string): Promise<string | null> {
  try {
    // Any plan id goes as is: the server refuses one it does not sell.
    const { checkout_url: url } = await callApi(BILLING_ENDPOINTS.checkout, {
      query: { plan: planId as CheckoutPlan },
    });
    return typeof url === 'string' && url ? url : null;
  } catch (error) {
    // A refusal carries no checkout page; no answer at all is the caller's to report.
    if (error instanceof ApiError && !error.isNetworkError) return null;
    throw error;
  }
}
