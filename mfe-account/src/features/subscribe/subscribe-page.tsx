import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  BILLING_MESSAGES,
  PLAN_CATALOGUE,
  PLAN_STATUSES,
  ROUTES,
  USER_PLANS,
  WAITING_LIST_PLANS,
  findPlan,
  planDisplayName,
  type PlanCatalogueEntry,
} from '@pac/contracts';
import { STORAGE_KEYS, usePageMeta, useSession } from '@pac/session';
import { useCheckoutMutation } from '../../lib/checkout-session-api.js';
import { useSubscription } from './subscription-api.js';
import { CancelSubscription } from './cancel-subscription.js';
import { PlanCard } from './plan-card.js';
import { useAddOnCheckoutMutation } from './add-on-checkout-api.js';
import { LiveCallsAddOn, type AddOnAccount } from './live-calls-add-on.js';
import { canRenewWith, dropRenewalPass, readRenewalPass, type RenewalPass } from '../../lib/renewal-pass.js';
import { ACCOUNT_PAGE_META } from '../../texts.js';

const RUNNING = ['active', 'trialing'];

/** The stored user's value when it is one of the known ones, else the fallback. */
const knownOr = <T extends string>(known: readonly T[], value: string | undefined, fallback: T): T =>
  known.find((entry) => entry === value) ?? fallback;

/** /subscribe: the four plans, the user's current one marked, checkout for the card plans. */
export function SubscribePage() {
  usePageMeta(ACCOUNT_PAGE_META[ROUTES.subscribe]);
  const navigate = useNavigate();
  const { user, isLoggedIn } = useSession();
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const answer = useSubscription(isLoggedIn).data ?? null;
  const subscription = answer?.subscription ?? null;
  const checkoutMutation = useCheckoutMutation();
  const addOnCheckout = useAddOnCheckoutMutation();
  // Signed out but sent here by the login screen with an expired plan's renew token: checkout uses that token.
  const [renewal, setRenewal] = useState<RenewalPass | null>(() => (isLoggedIn ? null : readRenewalPass()));

  // A session makes the renewal pass pointless; it is not kept beside it.
  useEffect(() => {
    if (isLoggedIn) dropRenewalPass();
  }, [isLoggedIn]);

  const currentPlan = isLoggedIn ? (user?.plan ?? 'free') : (renewal?.plan ?? null);
  const running = isLoggedIn ? RUNNING.includes(user?.plan_status ?? 'active') : !renewal;
  // The catalogue card of the current plan (an `enterprise_plus` account is on the Executive card).
  const currentCard = currentPlan ? (findPlan(currentPlan)?.id ?? currentPlan) : null;
  const addOnAccount: AddOnAccount | null =
    isLoggedIn && user
      ? {
          plan: answer?.plan ?? knownOr(USER_PLANS, user.plan, 'free'),
          planStatus: answer?.plan_status ?? knownOr(PLAN_STATUSES, user.plan_status, 'active'),
          ownsLiveCalls: answer?.live_calls ?? false,
        }
      : null;

  const checkout = async (plan: PlanCatalogueEntry, renewToken?: string) => {
    setPendingPlan(plan.id);
    const outcome = await checkoutMutation.mutateAsync({ plan: plan.id, renewToken });
    if (outcome.kind === 'redirect') {
      window.location.assign(outcome.url);
      return;
    }
    setPendingPlan(null);
    setMessage(outcome.message);
  };

  const buyAddOn = async () => {
    setMessage(null);
    if (!isLoggedIn) return navigate(ROUTES.login);
    const outcome = await addOnCheckout.mutateAsync();
    if (outcome.kind === 'redirect') return window.location.assign(outcome.url);
    setMessage(outcome.message);
  };

  const choose = async (plan: PlanCatalogueEntry) => {
    setMessage(null);
    if (plan.type === 'free') return navigate(ROUTES.register);
    if (plan.type === 'enterprise') return navigate(ROUTES.contact);
    if (WAITING_LIST_PLANS.includes(plan.id)) return navigate(`${ROUTES.waitingList}?plan=${plan.id}`);
    if (!isLoggedIn && renewal && canRenewWith(plan.id)) {
      const live = readRenewalPass();
      if (live) return checkout(plan, live.token);
      setRenewal(null);
      return setMessage(BILLING_MESSAGES.renewalPassExpired);
    }
    if (!isLoggedIn) {
      localStorage.setItem(STORAGE_KEYS.selectedPlan, plan.id);
      return navigate(ROUTES.login);
    }
    if (plan.id === currentCard && running) return setMessage(BILLING_MESSAGES.alreadySubscribed);
    return checkout(plan);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-14 text-center">
      <h1 className="text-3xl font-bold text-primary md:text-4xl">{BILLING_MESSAGES.choosePlan}</h1>
      {isLoggedIn && user ? (
        <p className="mt-3 text-muted-foreground">
          Hello {user.full_name}, your current plan is <strong className="capitalize">{currentPlan}</strong>
          {user.plan_status && user.plan_status !== 'active' ? ` (${user.plan_status})` : ''}.
        </p>
      ) : renewal ? (
        <p className="mt-3 text-muted-foreground">
          {BILLING_MESSAGES.renewalGreeting(planDisplayName(renewal.plan))}
        </p>
      ) : null}
      {message ? (
        <p
          role="alert"
          className="mx-auto mt-6 max-w-xl rounded-md border border-destructive/40 bg-destructive/10 px-4 py-2 text-sm text-destructive"
        >
          {message}
        </p>
      ) : null}
      <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {PLAN_CATALOGUE.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === currentCard}
            renew={plan.id === currentCard && !running && plan.type === 'paid'}
            pending={pendingPlan === plan.id}
            onChoose={(chosen) => void choose(chosen)}
          />
        ))}
      </div>
      <LiveCallsAddOn
        account={addOnAccount}
        // Loading while asking, and while the browser leaves for the checkout page; a refusal can be retried.
        pending={addOnCheckout.isPending || addOnCheckout.data?.kind === 'redirect'}
        onBuy={() => void buyAddOn()}
      />
      {subscription && subscription.plan !== 'free' ? (
        <CancelSubscription subscription={subscription} />
      ) : null}
      <p className="mt-10 text-sm text-muted-foreground">
        {BILLING_MESSAGES.footerSecure} · {BILLING_MESSAGES.footerCancelAnytime} ·{' '}
        {BILLING_MESSAGES.footerQuestions}{' '}
        <Link to={ROUTES.contact} className="text-primary hover:underline">
          Contact us
        </Link>
      </p>
    </div>
  );
}
