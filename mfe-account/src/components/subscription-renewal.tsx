import { Link, useNavigate } from 'react-router-dom';
import { ROUTES, isCheckoutPlan } from '@pac/contracts';
import { Button, buttonVariants } from '@pac/ui';
import { useRenewalCheckoutMutation } from '../lib/checkout-session-api.js';
import { ACCOUNT_TEXTS } from '../texts.js';

/**
 * The way out of SUBSCRIPTION_EXPIRED without contacting support: an expired paid plan goes straight to checkout
 * with the renew token identity hands out; any other (an expired Free plan) goes to the plan page, which checks out
 * Starter or Professional with the same token (kept by the login screen in sessionStorage), as does a failed
 * direct checkout.
 */
export function SubscriptionRenewal({ plan, renewToken }: { plan: string; renewToken: string | null }) {
  const navigate = useNavigate();
  // Stays disabled once asked: the browser is on its way to checkout or to the plan page.
  const checkout = useRenewalCheckoutMutation();
  if (!renewToken || !isCheckoutPlan(plan)) {
    return (
      <Link to={ROUTES.subscribe} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
        {ACCOUNT_TEXTS.renewSubscription}
      </Link>
    );
  }
  const renew = async () => {
    const checkoutUrl = await checkout.mutateAsync({ plan, renewToken });
    if (checkoutUrl) window.location.assign(checkoutUrl);
    else navigate(ROUTES.subscribe);
  };
  return (
    <Button variant="outline" className="w-full" disabled={!checkout.isIdle} onClick={() => void renew()}>
      {ACCOUNT_TEXTS.renewSubscription}
    </Button>
  );
}
