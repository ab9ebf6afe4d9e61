import { type DealTier } from './deal-labels.js';

/**
 * DealResult: what `libs/deal-model` computes and the analysis API answers. Every
 * value is an unrounded JSON number (display rounds), except the transaction tax (whole pounds) and the JV amounts
 * (whole pence). Fields ending in `Percent` are on a 0-100 scale; a ratio whose denominator is 0 is null.
 */

export interface DealMonthRow {
  /** Calendar year and month (1-12): a June 2026 launch ends with May 2027. */
  year: number;
  month: number;
  days: number;
  tier: DealTier;
  availableNights: number;
  nights: number;
  stays: number;
  accommodationRevenue: number;
  cleaningFeeRevenue: number;
  otherIncome: number;
  grossRevenue: number;
  vat: number;
  platformFees: number;
  managementFees: number;
  perStayCosts: number;
  grossProfit: number;
  maintenance: number;
  fixedCosts: number;
  rent: number;
  debtService: number;
  netOperatingIncome: number;
  netCashFlow: number;
  /** Starts from −cash invested. */
  cumulativeCashFlow: number;
}

/** Every month-row field but year, month and tier, summed; `cumulativeCashFlow` is the last month's. */
export type DealAnnual = Omit<DealMonthRow, 'year' | 'month' | 'tier'>;

/** The money and night fields of a month row, in table order (the CSV export and the month table). */
export const DEAL_MONTH_FIELDS = [
  'days',
  'availableNights',
  'nights',
  'stays',
  'accommodationRevenue',
  'cleaningFeeRevenue',
  'otherIncome',
  'grossRevenue',
  'vat',
  'platformFees',
  'managementFees',
  'perStayCosts',
  'grossProfit',
  'maintenance',
  'fixedCosts',
  'rent',
  'debtService',
  'netOperatingIncome',
  'netCashFlow',
  'cumulativeCashFlow',
] as const satisfies readonly (keyof DealAnnual)[];

export const DEAL_MONTH_FIELD_LABELS: Record<(typeof DEAL_MONTH_FIELDS)[number], string> = {
  days: 'Days',
  availableNights: 'Available nights',
  nights: 'Booked nights',
  stays: 'Stays',
  accommodationRevenue: 'Accommodation revenue',
  cleaningFeeRevenue: 'Cleaning fees',
  otherIncome: 'Other income',
  grossRevenue: 'Gross revenue',
  vat: 'VAT',
  platformFees: 'Platform fees',
  managementFees: 'Management fees',
  perStayCosts: 'Per-stay costs',
  grossProfit: 'Gross profit',
  maintenance: 'Maintenance',
  fixedCosts: 'Fixed costs',
  rent: 'Rent',
  debtService: 'Debt service',
  netOperatingIncome: 'Net operating income',
  netCashFlow: 'Net cash flow',
  cumulativeCashFlow: 'Cumulative cash flow',
};

export interface DealKpis {
  occupancyPercent: number | null;
  adr: number | null;
  revpar: number | null;
  grossRoiPercent: number | null;
  netRoiPercent: number | null;
  cashOnCashPercent: number | null;
  /** Purchases only (else null). */
  grossYieldPercent: number | null;
  netYieldPercent: number | null;
  capRatePercent: number | null;
  dscr: number | null;
  simplePaybackMonths: number | null;
  /** First month (1-based from launch) whose cumulative cash flow is ≥ 0, within 120 months; else null. */
  paybackMonth: number | null;
  breakEvenOccupancyPercent: number | null;
  breakEvenByTier: Record<DealTier, number | null>;
}

export interface CashInvestedLine {
  label: string;
  amount: number;
}

/** One marginal band of the stamp-duty workings: `ratePercent` of the slice from `from` to `to` (null: no top). */
export interface TransactionTaxBand {
  from: number;
  to: number | null;
  ratePercent: number;
  tax: number;
}

export interface DealCashInvested {
  total: number;
  /** SDLT floored to the pound (England, NI); as entered for Scotland and Wales; 0 for tenancies. */
  transactionTax: number;
  lines: CashInvestedLine[];
  /** How the transaction tax was found: SDLT bands (England, NI), entered by hand (Scotland, Wales), none. */
  transactionTaxMethod: 'sdlt' | 'manual' | 'none';
  /** SDLT band by band (empty unless `transactionTaxMethod` is sdlt); sums to the tax before flooring. */
  transactionTaxBands: TransactionTaxBand[];
}

export interface DealMortgageResult {
  monthlyPayment: number;
  annualDebtService: number;
  yearOnePrincipal: number;
  yearOneInterest: number;
}

export interface DealProjectionYear {
  year: number;
  grossRevenue: number;
  grossProfit: number;
  netOperatingIncome: number;
  debtService: number;
  netCashFlow: number;
  cumulativeCashFlow: number;
}

export interface PartnerAllocation {
  name: string;
  pref: number;
  capital: number;
  split: number;
  total: number;
}

export interface DealPartnersResult {
  years: { year: number; distributable: number; members: PartnerAllocation[] }[];
  totals: PartnerAllocation[];
}

/** The warning codes, in the order warnings are listed. The codes are the contract; the messages come with each result. */
export const DEAL_WARNING_CODES = [
  'occupancy_high',
  'occupancy_low',
  'adr_unusual',
  'rates_not_ordered',
  'cleaning_cost_unusual',
  'long_stays_vat',
  'platform_fee_unusual',
  'break_even_high',
  'negative_cash_flow',
  'low_cash_on_cash',
  'low_dscr',
  'high_ltv',
  'vat_threshold',
  'vat_threshold_near',
  'london_90_nights',
  'business_rates_test',
  'wales_thresholds',
  'scotland_licence',
  'transaction_tax_manual',
  'company_over_500k',
  'deposit_in_cash_invested',
  // A9.8: the decision measures' codes follow A6's.
  'stress_icr_low',
  'refinance_ltv_high',
  'tax_scotland_not_modelled',
] as const;
export type DealWarningCode = (typeof DEAL_WARNING_CODES)[number];

export interface DealWarning {
  code: DealWarningCode;
  message: string;
}

/**
 * A9.3: year 1's net cash flow with every tier's rate × (1 + rateSteps[i] %) and occupancy + occupancySteps[j]
 * points (clamped 0-100): `netCashFlow[i][j]`, rate rows by occupancy columns.
 */
export interface DealSensitivity {
  rateSteps: number[];
  occupancySteps: number[];
  netCashFlow: number[][];
}

/** A9.4: the first mortgage at its rate + the stress points (purchases with a mortgage). */
export interface DealStress {
  ratePercent: number;
  monthlyPayment: number;
  /** Year 1 ΣNOI − 12 × the stressed payment. */
  annualNetCashFlow: number;
  /** Interest cover: year 1 ΣNOI ÷ (loan × stressed rate); null when that interest is 0. */
  icr: number | null;
}

/** A9.5: the five-year hold with the exit. */
export interface DealReturns {
  /** The sale value after five years' growth; null for tenancies. */
  exitValue: number | null;
  exitCosts: number;
  loanBalanceAtExit: number;
  /** What the investor takes out at the end: the sale less its costs and the loan, or a tenancy's deposit back. */
  exitEquity: number;
  /** −cash invested + five years' net cash flow + the exit equity. */
  totalProfit: number;
  /** (Five years' net cash flow + exit equity) ÷ cash invested; null without cash invested. */
  equityMultiple: number | null;
  /** Internal rate of return on the yearly cash flows; null without cash invested or a sign change. */
  irrPercent: number | null;
}

/** A9.6: the deal after refinancing at the end of forecast month `afterMonths` (purchases with the block). */
export interface DealRefinance {
  newLoan: number;
  balanceRepaid: number;
  cashReleased: number;
  moneyLeftIn: number;
  newMonthlyPayment: number;
  annualNetCashFlowAfter: number;
  /** Null when no money is left in: "all money out". */
  returnOnMoneyLeftInPercent: number | null;
}

/** A9.7: year 1's tax under the 2025/26 rules (money rounded half-up to pence). */
export interface DealTax {
  owner: 'individual' | 'company';
  profitBeforeFinance: number;
  financeCosts: number;
  /** P for an individual (finance costs are relieved by the Section 24 credit), P − F for a company. */
  taxableProfit: number;
  section24Credit: number;
  taxDue: number;
  afterTaxCashFlow: number;
  afterTaxRoiPercent: number | null;
}

export interface DealResult {
  months: DealMonthRow[];
  annual: DealAnnual;
  kpis: DealKpis;
  cashInvested: DealCashInvested;
  mortgage: DealMortgageResult | null;
  projection: DealProjectionYear[];
  partners: DealPartnersResult | null;
  sensitivity: DealSensitivity;
  stress: DealStress | null;
  returns: DealReturns;
  refinance: DealRefinance | null;
  tax: DealTax | null;
  warnings: DealWarning[];
}
