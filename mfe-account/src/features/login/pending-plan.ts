import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { findPlan, isCheckoutPlan, type PlanCatalogueEntry } from '@pac/contracts';
import { STORAGE_KEYS } from '@pac/session';

/**
 * `?plan=` on the sign-in page is remembered as selectedPlan. Returns the pending plan the banner announces: only the
 * plans that sign-in actually takes to checkout (starter, professional).
 */
export function usePendingPlan(): PlanCatalogueEntry | null {
  const [params] = useSearchParams();
  const fromQuery = params.get('plan');
  const [stored, setStored] = useState(() => localStorage.getItem(STORAGE_KEYS.selectedPlan));

  useEffect(() => {
    if (fromQuery && findPlan(fromQuery)) {
      localStorage.setItem(STORAGE_KEYS.selectedPlan, fromQuery);
      setStored(fromQuery);
    }
  }, [fromQuery]);

  const plan = fromQuery && findPlan(fromQuery) ? fromQuery : stored;
  return isCheckoutPlan(plan) ? (findPlan(plan) ?? null) : null;
}
