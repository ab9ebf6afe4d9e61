import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, type PlanCatalogueEntry } from '@pac/contracts';
import { STORAGE_KEYS, useSession } from '@pac/session';
import { requestCheckout } from './checkout-session-api.js';
import { PRICING_TEXTS } from '../../texts.js';

/**
 * What a plan button does: free → /register; enterprise → /contact; paid and signed out →
 * remember the plan and sign in first; paid and signed in → ask billing for a checkout session and go there.
 */
export function usePlanChoice() {
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);

  const choose = async (plan: PlanCatalogueEntry) => {
    if (plan.type === 'free') return navigate(ROUTES.register);
    if (plan.type === 'enterprise') return navigate(ROUTES.contact);
    if (!isLoggedIn) {
      localStorage.setItem(STORAGE_KEYS.selectedPlan, plan.id);
      return navigate(`${ROUTES.login}?plan=${encodeURIComponent(plan.id)}`);
    }
    setPendingPlan(plan.id);
    try {
      const checkoutUrl = await requestCheckout(plan.id);
      if (checkoutUrl) {
        window.location.assign(checkoutUrl);
        return;
      }
      window.alert(PRICING_TEXTS.checkoutFailed);
    } catch {
      window.alert(PRICING_TEXTS.checkoutError);
    } finally {
      setPendingPlan(null);
    }
  };

  return { choose, pendingPlan };
}
