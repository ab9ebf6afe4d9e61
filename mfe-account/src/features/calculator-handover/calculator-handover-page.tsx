import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { continueCalculatorHandOver, handOverChallengeOf, usePageMeta } from '@pac/session';
import { Spinner } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { ACCOUNT_PAGE_META, ACCOUNT_TEXTS } from '../../texts.js';

/**
 * /calculator-handover?challenge=…: where the calculator's origin sends a signed-in user after setting its state
 * cookie. The page asks for a one-time code bound to the challenge and sends the browser on to the calculator
 * (continueCalculatorHandOver); it shows only that it is on its way.
 */
export function CalculatorHandoverPage() {
  const meta = ACCOUNT_PAGE_META[ROUTES.calculatorHandover];
  usePageMeta(meta);
  const { search } = useLocation();
  const navigate = useNavigate();
  // Once per visit: a second code (StrictMode runs effects twice in development) would only be wasted.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void continueCalculatorHandOver(navigate, handOverChallengeOf(search));
  }, [navigate, search]);

  return (
    <AccountCard title={meta.title} description={meta.description}>
      <div className="flex justify-center" role="status" aria-label={ACCOUNT_TEXTS.openingCalculator}>
        <Spinner />
      </div>
    </AccountCard>
  );
}
