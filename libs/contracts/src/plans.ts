/**
 * The one plan catalogue: the pricing section, the subscribe page, billing and the admin
 * portal all read it from here. Prices are GBP in pence, billed monthly; payment price ids come from configuration.
 */
export const PLAN_IDS = ['free', 'starter', 'professional', 'executive'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Every plan value a user record may carry (the Executive card is also seen as `enterprise_plus`). */
export const USER_PLANS = ['free', 'starter', 'professional', 'executive', 'enterprise_plus'] as const;
export type UserPlan = (typeof USER_PLANS)[number];

export const PLAN_STATUSES = ['active', 'inactive', 'expired', 'trialing'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Plans a signed-in user can buy by card; Executive is contact-sales. */
export const CHECKOUT_PLANS = ['starter', 'professional'] as const;
export type CheckoutPlan = (typeof CHECKOUT_PLANS)[number];
export const isCheckoutPlan = (value: unknown): value is CheckoutPlan =>
  typeof value === 'string' && (CHECKOUT_PLANS as readonly string[]).includes(value);

export type PlanType = 'free' | 'paid' | 'enterprise';

export interface PlanCatalogueEntry {
  id: PlanId;
  name: string;
  type: PlanType;
  /** Monthly price in pence; null when priced on request. */
  basePricePence: number | null;
  /** Monthly price with the live-calls add-on, in pence; null when there is no add-on. */
  upgradePricePence: number | null;
  period: 'month' | '7 days' | 'custom';
  description: string;
  /** Analyses per month; null means unlimited. */
  monthlyAnalyses: number | null;
  features: readonly string[];
  upgradeFeatures: readonly string[];
  unavailable: readonly string[];
  popular: boolean;
  hasUpgrade: boolean;
}

export const FREE_PLAN_DAYS = 7;
export const FREE_PLAN_CALCULATIONS = 5;
export const FREE_PLAN_EXPORTS = 5;
export const ADD_ON_DESCRIPTION = 'One live support call per week';

export const PLAN_CATALOGUE: readonly PlanCatalogueEntry[] = [
  {
    id: 'free',
    name: 'Free',
    type: 'free',
    basePricePence: 0,
    upgradePricePence: null,
    period: '7 days',
    description: 'Try the calculator on your next deal: 5 free calculations and exports over 7 days.',
    monthlyAnalyses: FREE_PLAN_CALCULATIONS,
    features: [
      '5 calculations and PDF exports',
      'Seasonal nightly rates (low, medium, high)',
      'Occupancy and expenses',
    ],
    upgradeFeatures: [],
    unavailable: ['JV partnership splits', 'Month-by-month analysis', 'Live support calls'],
    popular: false,
    hasUpgrade: false,
  },
  {
    id: 'starter',
    name: 'Starter Analysis',
    type: 'paid',
    basePricePence: 2500,
    upgradePricePence: 6500,
    period: 'month',
    description: 'For hosts and investors analysing a few deals a month.',
    monthlyAnalyses: 25,
    features: [
      'Up to 25 analyses per month',
      'Revenue forecasting with seasonal rates',
      'Gross and net ROI and cash flow',
      'Exportable PDF reports',
    ],
    upgradeFeatures: [ADD_ON_DESCRIPTION],
    unavailable: ['Multiple users', 'White label and API'],
    popular: false,
    hasUpgrade: true,
  },
  {
    id: 'professional',
    name: 'Professional Analysis',
    type: 'paid',
    basePricePence: 5000,
    upgradePricePence: 6500,
    period: 'month',
    description: 'For deal sourcers and operators working a steady pipeline.',
    monthlyAnalyses: 50,
    features: [
      'Up to 50 analyses per month',
      'Everything in Starter',
      'Month-by-month analysis and annual forecasts',
      'JV partnership splits',
      'Multiple-user access',
    ],
    upgradeFeatures: [ADD_ON_DESCRIPTION],
    unavailable: ['White label and API'],
    popular: false,
    hasUpgrade: true,
  },
  {
    id: 'executive',
    name: 'Executive Analysis',
    type: 'enterprise',
    basePricePence: null,
    upgradePricePence: null,
    period: 'custom',
    description: 'For agencies, coaches and teams that analyse at scale.',
    monthlyAnalyses: null,
    features: [
      'Unlimited analyses',
      'Multiple users',
      'White label and API access',
      'Dedicated account manager',
      'Team training',
      'Biweekly live calls',
      'AI deal analysis bot',
      'Automated review queue',
    ],
    upgradeFeatures: [],
    unavailable: [],
    popular: true,
    hasUpgrade: false,
  },
];

export const PLAN_PRICE_NOTES = ['Billed monthly in GBP', 'No setup fees', 'Cancel anytime'] as const;

/** The Executive plan, under either value a user record may carry for it (`enterprise_plus` is the other). */
export const isExecutivePlan = (plan: unknown): boolean => plan === 'executive' || plan === 'enterprise_plus';

export function findPlan(id: string): PlanCatalogueEntry | undefined {
  return PLAN_CATALOGUE.find((plan) => plan.id === id || (isExecutivePlan(id) && plan.id === 'executive'));
}

/** Display name of any plan value, e.g. for 'Your {plan} plan has expired…'. */
export const planDisplayName = (plan: string): string => findPlan(plan)?.name ?? plan;

/** '£25', '£0', or null for custom pricing. */
export const formatPence = (pence: number | null): string | null =>
  pence === null ? null : `£${(pence / 100).toFixed(pence % 100 === 0 ? 0 : 2)}`;

/** Saved analyses and exports a plan may make per billing period; null means unlimited. */
export interface AnalysisLimits {
  calculations: number | null;
  exports: number | null;
}

/** Free: 5 and 5 while the plan lasts; Starter 25 and Professional 50 analyses a month; Executive unlimited. */
export function analysisLimitsOf(plan: UserPlan): AnalysisLimits {
  if (plan === 'free') return { calculations: FREE_PLAN_CALCULATIONS, exports: FREE_PLAN_EXPORTS };
  return { calculations: findPlan(plan)?.monthlyAnalyses ?? null, exports: null };
}

/** The plan values a record of `plan` may carry: Executive is also seen as `enterprise_plus` (e.g. the admin filter). */
export const planValuesOf = (plan: UserPlan): readonly UserPlan[] =>
  plan === 'executive' ? USER_PLANS.filter(isExecutivePlan) : [plan];

/** Personal API keys and API calls are part of the Executive plan (also seen as `enterprise_plus`). */
export const hasApiAccess = (plan: UserPlan) => isExecutivePlan(plan);

/**
 * The live-calls add-on (one live support call per week). It is bought on top of a running Starter or Professional
 * plan: the plan is then billed at its upgradePricePence instead of its basePricePence. Executive already includes
 * biweekly live calls; the Free plan has none.
 */
export const ADD_ONS = ['live_calls'] as const;
export type AddOnId = (typeof ADD_ONS)[number];
export const LIVE_CALLS_ADD_ON = { id: 'live_calls', description: ADD_ON_DESCRIPTION } as const;

/** Why an account cannot buy the live-calls add-on now (BILLING_MESSAGES.addOnRefusals words each for people). */
export type AddOnRefusal = 'alreadyOwned' | 'includedInExecutive' | 'needsPaidPlan' | 'planNotRunning';

/** Who may buy the add-on: a Starter or Professional account whose plan is running and has no add-on yet. */
export function addOnRefusal(account: {
  plan: UserPlan;
  planStatus: PlanStatus;
  ownsLiveCalls: boolean;
}): AddOnRefusal | null {
  if (account.ownsLiveCalls) return 'alreadyOwned';
  if (isExecutivePlan(account.plan)) return 'includedInExecutive';
  if (!isCheckoutPlan(account.plan)) return 'needsPaidPlan';
  if (account.planStatus !== 'active' && account.planStatus !== 'trialing') return 'planNotRunning';
  return null;
}

/**
 * The name of a plan as it is billed: 'Starter Analysis', or 'Starter Analysis with live calls' when bought with the
 * add-on. Checkout's product line, the receipt and the pages that show it read it from here.
 */
export const billedPlanName = (plan: string, liveCalls: boolean): string =>
  liveCalls ? `${planDisplayName(plan)} with live calls` : planDisplayName(plan);

/** Monthly price in pence of a plan with the add-on; null for a plan that has no add-on. */
export function addOnPricePence(plan: string): number | null {
  const entry = findPlan(plan);
  return entry?.hasUpgrade ? entry.upgradePricePence : null;
}
