import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isCheckoutPlan } from '@pac/contracts';
import { STORAGE_KEYS, openCalculator, type SessionUser } from '@pac/session';
import { requestCheckout } from './checkout-session-api.js';

/**
 * After sign-in the user goes on to the calculator: the built-in one at /calculator (client-side; the session
 * cookie was just set), or a calculator on another origin through the hand-over (its origin's state cookie, then
 * back to ROUTES.calculatorHandover for a one-time code of the session just opened, bound to this browser).
 */
export function useCalculatorHandOver(): (user: SessionUser) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await openCalculator(navigate, true);
  }, [navigate]);
}

/**
 * After a session is stored: a pending starter/professional plan is cleared and checkout requested
 * (cookie credentials); with a checkout_url the browser goes there, on any failure it goes on to the calculator.
 */
export function useContinueAfterSignIn(): (user: SessionUser) => Promise<void> {
  const handOver = useCalculatorHandOver();
  return useCallback(
    async (user) => {
      const pending = localStorage.getItem(STORAGE_KEYS.selectedPlan);
      if (isCheckoutPlan(pending)) {
        localStorage.removeItem(STORAGE_KEYS.selectedPlan);
        const checkoutUrl = await requestCheckout({ plan: pending });
        if (checkoutUrl) {
          window.location.assign(checkoutUrl);
          return;
        }
      }
      await handOver(user);
    },
    [handOver],
  );
}
