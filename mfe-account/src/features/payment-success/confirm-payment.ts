import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BILLING_ENDPOINTS,
  IDENTITY_ENDPOINTS,
  PAYMENT_SUCCESS_TEXTS,
  PAYMENT_SUCCESS_WAIT_MS,
  currentUserResponseSchema,
} from '@pac/contracts';
import {
  ApiError,
  STORAGE_KEYS,
  callApi,
  getSessionSnapshot,
  updateStoredUser,
  type SessionUser,
} from '@pac/session';
import { dropRenewalPass, readRenewalPass } from '../../lib/renewal-pass.js';

export type PaymentResult =
  /** liveCalls: billing confirmed the account has the live-calls add-on (after buying it). */
  | { ok: true; user: SessionUser; liveCalls: boolean }
  | { ok: false; message: string }
  /** An expired account paid with its renew token: there is no session to refresh, so it signs in next. */
  | { ok: 'renewed' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failed = (message: string): PaymentResult => ({
  ok: false,
  message: PAYMENT_SUCCESS_TEXTS.wrapped(message),
});

/**
 * After the 5 s wait, the profile is fetched, stored, and announced with a storage event (other
 * tabs get the native one from the write; listeners in this tab get the dispatched one). Before the profile,
 * billing is asked to confirm the session with the provider, so a late webhook cannot leave the plan behind.
 */
export async function confirmPayment(
  sessionId: string | null,
  waitMs = PAYMENT_SUCCESS_WAIT_MS,
): Promise<PaymentResult> {
  if (!sessionId) return failed(PAYMENT_SUCCESS_TEXTS.missingSession);
  if (!getSessionSnapshot().isLoggedIn) {
    if (!readRenewalPass()) return failed(PAYMENT_SUCCESS_TEXTS.noToken);
    dropRenewalPass();
    return { ok: 'renewed' };
  }
  await wait(waitMs);
  try {
    // Best effort: when billing cannot confirm, the webhook still brings the plan; the profile says what is true.
    const confirmation = await callApi(BILLING_ENDPOINTS.checkoutSession, {
      query: { session_id: sessionId },
    }).catch(() => undefined);
    // The stored user drives the header and plan checks, so a 2xx in another shape is refused here.
    const profile = currentUserResponseSchema.safeParse(await callApi(IDENTITY_ENDPOINTS.profile));
    if (!profile.success) return failed(PAYMENT_SUCCESS_TEXTS.invalidResponse);
    const user: SessionUser = profile.data.user;
    updateStoredUser(user);
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.user, newValue: JSON.stringify(user) }),
    );
    return { ok: true, user, liveCalls: confirmation?.live_calls === true };
  } catch (error) {
    if (error instanceof ApiError && !error.isNetworkError) {
      return failed(PAYMENT_SUCCESS_TEXTS.httpError(error.status));
    }
    return failed(error instanceof Error ? error.message : String(error));
  }
}

// Confirming stores the refreshed user: done once per checkout session, never again on a remount.
export const paymentConfirmationQueryOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: ['payment', 'confirmation', sessionId],
    queryFn: () => confirmPayment(sessionId),
    staleTime: Infinity,
    refetchOnReconnect: false,
  });

export const usePaymentConfirmation = (sessionId: string | null) =>
  useQuery(paymentConfirmationQueryOptions(sessionId)).data;
