import { type DealTier } from './deal-labels.js';

/**
 * The choices and calendar rules of DealInput without the schema: the analyser's form
 * shows its drop-downs and months from here on its first paint, before Zod and the schema have arrived (the schema
 * in deal-input.ts uses the same lists).
 */

export const DEAL_MODELS = ['purchase', 'rent_to_rent', 'lease'] as const;
export type DealModel = (typeof DEAL_MODELS)[number];
export const DEAL_MODEL_NAMES: Record<DealModel, string> = {
  purchase: 'Purchase',
  rent_to_rent: 'Rent-to-rent',
  lease: 'Lease',
};

export const NATIONS = ['england', 'northern_ireland', 'scotland', 'wales'] as const;
export type Nation = (typeof NATIONS)[number];
export const NATION_NAMES: Record<Nation, string> = {
  england: 'England',
  northern_ireland: 'Northern Ireland',
  scotland: 'Scotland',
  wales: 'Wales',
};

export const VAT_MODES = ['not_registered', 'standard', 'flat_rate'] as const;
export type VatMode = (typeof VAT_MODES)[number];
export const VAT_MODE_NAMES: Record<VatMode, string> = {
  not_registered: 'Not VAT-registered',
  standard: 'Standard VAT (20% of inclusive prices)',
  flat_rate: 'Flat Rate Scheme',
};

export const REPAYMENT_TYPES = ['interest_only', 'repayment'] as const;
export type RepaymentType = (typeof REPAYMENT_TYPES)[number];

export const SPLIT_MODES = ['straight', 'capital_first', 'pref_then_split'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];
export const SPLIT_MODE_NAMES: Record<SplitMode, string> = {
  straight: 'Straight split by profit share',
  capital_first: 'Capital back first, then split',
  pref_then_split: 'Preferred return, capital, then split',
};

/** The default seasonal tiers: L = Jan, Feb, Mar, Nov; M = Apr, May, Sep, Oct, Dec; H = Jun, Jul, Aug. */
export const DEFAULT_TIER_OF_MONTH: readonly DealTier[] = [
  'low',
  'low',
  'low',
  'medium',
  'medium',
  'high',
  'high',
  'high',
  'medium',
  'medium',
  'low',
  'medium',
];

/**
 * The set-up items (money, before the first guest) in the input's order: the form asks for them in this order and
 * the cash-invested lines list them in it. Contingency, a percentage of some of them, is not one.
 */
export const SETUP_ITEMS = [
  'furniture',
  'refurbishment',
  'photography',
  'compliance',
  'initialStock',
  'legalFees',
  'survey',
  'sourcingFee',
  'brokerFees',
  'other',
] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];

export const MAX_NIGHTLY_RATE = 10_000;
export const MAX_PARTNERS = 10;

/*
 * Input bounds (deal-calculator.md A9.1): the most each kind of money field accepts, so every accepted input gives
 * finite figures that fit the database and render in a report. A new money field takes one of these.
 */
/** `purchase.price`, `mortgage.loanAmount` (and a refinance's valuation). */
export const MAX_PROPERTY_AMOUNT = 100_000_000;
/** Rent, deposit, every set-up and fixed monthly item, maintenance, other income, a hand-entered tax, capital. */
export const MAX_MONEY_AMOUNT = 10_000_000;
/** `guestCleaningFee` and each per-stay cost (a nightly rate has its own rule, MAX_NIGHTLY_RATE). */
export const MAX_PER_STAY_AMOUNT = 10_000;

/*
 * The smallest non-zero amounts: a ratio over a denormal price, loan rate or cash invested (5e-324) overflows to
 * Infinity, so any money other than £0 is at least a penny and any percentage other than 0 at least a ten-thousandth.
 */
export const MIN_MONEY_AMOUNT = 0.01;
export const MIN_PERCENT = 0.0001;

export const isTenancyModel = (model: DealModel) => model === 'rent_to_rent' || model === 'lease';

/** Days of a calendar month (1-12) of a year, leap years included. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The calendar (year, month) of each of the twelve forecast months, launch month first. */
export function forecastCalendar(
  forecastYear: number,
  launchMonth: number,
): { year: number; month: number }[] {
  return Array.from({ length: 12 }, (_, i) => {
    const index = launchMonth - 1 + i;
    return { year: forecastYear + Math.floor(index / 12), month: (index % 12) + 1 };
  });
}
