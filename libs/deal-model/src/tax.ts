import { type DealInput, type DealTax } from '@pac/contracts';
import { type Arithmetic, type Num, numOf, ratioOrNull } from './arithmetic.js';

/** 2025/26 income tax, England, Wales and Northern Ireland (A9.7). */
export const INCOME_TAX_2025_26 = {
  personalAllowance: 12_570,
  /** The allowance falls by £1 for every £2 of income above this, to nothing at £125,140. */
  allowanceTaperFrom: 100_000,
  basicRateBand: 37_700,
  higherRateLimit: 125_140,
  basicRatePercent: 20,
  higherRatePercent: 40,
  additionalRatePercent: 45,
  /** Section 24: finance costs of a residential let get a tax credit at the basic rate instead of a deduction. */
  financeCostCreditPercent: 20,
} as const;

/** 2025/26 corporation tax: the small profits rate, the main rate, and marginal relief between (A9.7). */
export const CORPORATION_TAX_2025_26 = {
  smallProfitsLimit: 50_000,
  smallProfitsRatePercent: 19,
  upperLimit: 250_000,
  mainRatePercent: 25,
  /** Marginal relief = 3/200 × (upper limit − profit), for a 12-month period and no associated companies. */
  marginalReliefFraction: [3, 200],
} as const;

const max = <T extends Num<T>>(a: T, b: T) => (a.gte(b) ? a : b);
const min = <T extends Num<T>>(a: T, b: T) => (a.lte(b) ? a : b);

function incomeTaxRules<T extends Num<T>>(arith: Arithmetic<T>) {
  const rules = INCOME_TAX_2025_26;
  const percent = (value: number) => arith.of(value).times(arith.hundredth);
  const allowance = arith.of(rules.personalAllowance);
  const taperFrom = arith.of(rules.allowanceTaperFrom);
  const basicBand = arith.of(rules.basicRateBand);
  const higherLimit = arith.of(rules.higherRateLimit);
  const two = arith.of(2);
  const zero = arith.zero;

  /** PA(x) = max(0, 12,570 − max(0, x − 100,000) / 2). */
  const personalAllowance = (income: T) =>
    max(zero, allowance.minus(max(zero, income.minus(taperFrom)).div(two)));
  /** T(x): tax on total income x, band by band on the income above the allowance. */
  const incomeTax = (income: T) => {
    const taxable = max(zero, income.minus(personalAllowance(income)));
    const basic = min(taxable, basicBand).times(percent(rules.basicRatePercent));
    const higher = max(zero, min(taxable, higherLimit).minus(basicBand)).times(
      percent(rules.higherRatePercent),
    );
    const additional = max(zero, taxable.minus(higherLimit)).times(percent(rules.additionalRatePercent));
    return basic.plus(higher).plus(additional);
  };
  return { personalAllowance, incomeTax, creditRate: percent(rules.financeCostCreditPercent) };
}

/** Corporation tax on a year's taxable profit C (0 on a loss: no carry-back or group relief is modelled). */
export function corporationTax<T extends Num<T>>(arith: Arithmetic<T>, profit: T): T {
  const rules = CORPORATION_TAX_2025_26;
  const percent = (value: number) => arith.of(value).times(arith.hundredth);
  if (profit.lte(arith.zero)) return arith.zero;
  if (profit.lte(arith.of(rules.smallProfitsLimit)))
    return profit.times(percent(rules.smallProfitsRatePercent));
  const main = profit.times(percent(rules.mainRatePercent));
  const upper = arith.of(rules.upperLimit);
  if (profit.gte(upper)) return main;
  const [numerator, denominator] = rules.marginalReliefFraction;
  return main.minus(upper.minus(profit).times(arith.of(numerator)).div(arith.of(denominator)));
}

/**
 * A9.7: year 1's tax on the deal as the owner's only letting business, for a 12-month period, with no losses or
 * unrelieved finance costs brought forward. P = year 1 ΣNOI (set-up costs are capital, not deducted); F = the first
 * loan's year-one interest. Money is rounded half-up to pence; `taxDue` is rounded once, from the unrounded parts,
 * and `afterTaxCashFlow` is the unrounded annual net cash flow less it (so it never exceeds the net cash flow).
 * Null for owner "none", and for a Scottish taxpayer (Scottish bands are not modelled; a warning says so).
 */
export function yearOneTax<T extends Num<T>>(
  arith: Arithmetic<T>,
  input: DealInput,
  facts: { netOperatingIncome: T; financeCosts: T; netCashFlow: T; cashInvested: T },
): DealTax | null {
  const { owner, otherIncome, scottishTaxpayer } = input.tax;
  if (owner === 'none' || (owner === 'individual' && scottishTaxpayer)) return null;
  const zero = arith.zero;
  const profit = facts.netOperatingIncome;
  const finance = facts.financeCosts;
  const pence = (value: T) => arith.toNumber(value.times(arith.hundred).round().div(arith.hundred));

  let taxableProfit: T;
  let credit = zero;
  let due: T;
  if (owner === 'individual') {
    const rules = incomeTaxRules(arith);
    const other = numOf(arith, otherIncome);
    const propertyProfit = max(zero, profit);
    const total = other.plus(propertyProfit);
    const beforeRelief = rules.incomeTax(total).minus(rules.incomeTax(other));
    const adjustedIncome = max(zero, total.minus(rules.personalAllowance(total)));
    credit = min(min(finance, propertyProfit), adjustedIncome).times(rules.creditRate);
    taxableProfit = profit;
    due = max(zero, beforeRelief.minus(credit));
  } else {
    taxableProfit = profit.minus(finance);
    due = corporationTax(arith, taxableProfit);
  }
  const taxDue = due.times(arith.hundred).round().div(arith.hundred);
  const afterTax = facts.netCashFlow.minus(taxDue);
  const roi = ratioOrNull(afterTax.times(arith.hundred), facts.cashInvested);
  return {
    owner,
    profitBeforeFinance: pence(profit),
    financeCosts: pence(finance),
    taxableProfit: pence(taxableProfit),
    section24Credit: pence(credit),
    taxDue: arith.toNumber(taxDue),
    afterTaxCashFlow: arith.toNumber(afterTax),
    afterTaxRoiPercent: roi === null ? null : arith.toNumber(roi),
  };
}
