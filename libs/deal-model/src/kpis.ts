import { type DealInput, type DealKpis } from '@pac/contracts';
import { type Arithmetic, type Num, numOf, ratioOrNull } from './arithmetic.js';
import { type BreakEven } from './break-even.js';
import { type ForecastYear } from './forecast-year.js';
import { type MortgageSchedule } from './mortgage.js';

/** Occupancy: booked over available nights, Σ N / Σ A (0-100), kept in T for the break-even occupancy. */
export function occupancyPercent<T extends Num<T>>(arith: Arithmetic<T>, first: ForecastYear<T>): T | null {
  return ratioOrNull(first.lines.nights.times(arith.hundred), first.lines.availableNights);
}

export interface KpiFacts<T> {
  first: ForecastYear<T>;
  occupancyPercent: T | null;
  cashInvested: T;
  transactionTax: T;
  mortgage: MortgageSchedule<T> | null;
  paybackMonth: number | null;
  breakEven: BreakEven<T>;
}

/**
 * The year-1 KPIs. A ratio whose denominator is 0 is null rather than 0 or Infinity (no bookings, no cash
 * invested, no debt), and the purchase-only figures (yields, cap rate, DSCR) are null for tenancies.
 */
export function kpis<T extends Num<T>>(arith: Arithmetic<T>, input: DealInput, facts: KpiFacts<T>): DealKpis {
  const { first, cashInvested } = facts;
  const lines = first.lines;
  const hundred = arith.hundred;
  const number = (value: T | null) => (value === null ? null : arith.toNumber(value));
  const percentOf = (part: T, whole: T) => number(ratioOrNull(part.times(hundred), whole));
  const cashOnCash = percentOf(first.netCashFlow, cashInvested);

  let grossYieldPercent: number | null = null;
  let netYieldPercent: number | null = null;
  let capRatePercent: number | null = null;
  let dscr: number | null = null;
  if (input.model === 'purchase') {
    const price = arith.of(input.purchase?.price ?? 0);
    const acquisition = price
      .plus(facts.transactionTax)
      .plus(numOf(arith, input.setup.legalFees))
      .plus(numOf(arith, input.setup.survey));
    grossYieldPercent = percentOf(lines.grossRevenue.minus(lines.vat), price);
    netYieldPercent = percentOf(first.netOperatingIncome, acquisition);
    capRatePercent = percentOf(first.netOperatingIncome, price);
    dscr = facts.mortgage ? number(ratioOrNull(first.netOperatingIncome, first.debtService)) : null;
  }

  return {
    occupancyPercent: number(facts.occupancyPercent),
    adr: number(ratioOrNull(lines.accommodationRevenue, lines.nights)),
    revpar: number(ratioOrNull(lines.accommodationRevenue, lines.availableNights)),
    grossRoiPercent: percentOf(lines.grossProfit, cashInvested),
    netRoiPercent: cashOnCash,
    cashOnCashPercent: cashOnCash,
    grossYieldPercent,
    netYieldPercent,
    capRatePercent,
    dscr,
    // cash invested ÷ (ΣNCF ÷ 12), null when the year does not make money.
    simplePaybackMonths: first.netCashFlow.gt(arith.zero)
      ? arith.toNumber(cashInvested.times(arith.twelve).div(first.netCashFlow))
      : null,
    paybackMonth: facts.paybackMonth,
    breakEvenOccupancyPercent: facts.breakEven.occupancyPercent,
    breakEvenByTier: facts.breakEven.byTier,
  };
}
