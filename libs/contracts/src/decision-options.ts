/*
 * The decision measures' inputs (deal-calculator.md A9.2): their defaults and ranges, read by the schema, the form's
 * hints and the model alike. A module of their own, apart from deal-options.ts: the analyser's first paint reads
 * deal-options, and bundlers place a module whole, so these stay with the steps and the schema that use them.
 */
/** Who owns the deal for the after-tax figures (A9.7): no tax figures, an individual (income tax), a company. */
export const TAX_OWNERS = ['none', 'individual', 'company'] as const;
export type TaxOwner = (typeof TAX_OWNERS)[number];
export const TAX_OWNER_NAMES: Record<TaxOwner, string> = {
  none: 'Not shown',
  individual: 'An individual (income tax)',
  company: 'A limited company (corporation tax)',
};

/** The hold over which `returns` is measured: the projection's five years. */
export const HOLD_YEARS = 5;

export const EXIT_DEFAULTS = { capitalGrowthPercent: 3, sellingCostsPercent: 2 } as const;
export const CAPITAL_GROWTH_RANGE = { min: -20, max: 20 } as const;
export const SELLING_COSTS_RANGE = { min: 0, max: 10 } as const;

export const STRESS_DEFAULTS = { ratePoints: 3 } as const;
export const STRESS_POINTS_RANGE = { min: 0, max: 10 } as const;
/** Below this stressed interest cover a lender would refuse or cut the loan (A9.4's `stress_icr_low`). */
export const STRESS_ICR_FLOOR = 1.25;

/** Rate steps are % of each rate, occupancy steps percentage points; the grid is rate rows × occupancy columns. */
export const SENSITIVITY_DEFAULT_STEPS: readonly number[] = [-20, -10, 0, 10, 20];
export const SENSITIVITY_STEP_RANGE = { min: -50, max: 50 } as const;
export const SENSITIVITY_STEP_COUNT = { min: 1, max: 7 } as const;

/** A refinance block that is given takes these for any field it leaves out (there is no default block). */
export const REFINANCE_DEFAULTS = {
  afterMonths: 6,
  valuation: 300_000,
  loanToValuePercent: 75,
  interestRatePercent: 5.5,
  repayment: 'interest_only',
  termYears: 25,
  fees: 1_500,
} as const;
export const REFINANCE_MONTHS_RANGE = { min: 1, max: 60 } as const;
/** Above this loan-to-value a refinance raises `refinance_ltv_high` (most buy-to-let lenders stop at 75 %). */
export const REFINANCE_LTV_HIGH = 75;

export const TAX_DEFAULTS = { owner: 'none', otherIncome: 0, scottishTaxpayer: false } as const;
