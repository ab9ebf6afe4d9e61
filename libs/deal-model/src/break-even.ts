import { DEAL_TIERS, type DealInput, type DealKpis } from '@pac/contracts';
import { add, type Arithmetic, type Num, numOf, subtract } from './arithmetic.js';
import { type DealParameters } from './deal-parameters.js';
import { type ForecastYear } from './forecast-year.js';
import { lineItems } from './line-items.js';

export interface BreakEven<T> {
  /** The occupancy multiplier k at which annual NCF is 0 (0 when an empty year already breaks even). */
  factor: T | null;
  occupancyPercent: number | null;
  byTier: DealKpis['breakEvenByTier'];
}

/**
 * Break-even occupancy: scaling every tier's occupancy by k makes annual NCF = a + (ΣNCF − a)·k, with a the NCF of an
 * empty year (fixed costs, rent, debt service and fixed maintenance, less other income net of its VAT,
 * management and maintenance). So k = −a / (ΣNCF − a) without running the months again; null when
 * ΣNCF − a ≤ 0 (each booking loses money).
 */
export function breakEven<T extends Num<T>>(
  arith: Arithmetic<T>,
  input: DealInput,
  params: DealParameters<T>,
  first: ForecastYear<T>,
  occupancyPercent: T | null,
): BreakEven<T> {
  const zero = arith.zero;
  const constants = first.yearConstants;
  // Without other income an empty year is just its fixed costs; otherwise run the lines with no bookings.
  const emptyYearOperating = constants.otherIncome.isZero()
    ? add(constants.fixedCosts, constants.maintenanceMonthly).neg()
    : lineItems(
        params,
        {
          availableNights: zero,
          nights: zero,
          stays: zero,
          accommodationRevenue: zero,
          cleaningFeeRevenue: zero,
          perStayCosts: zero,
        },
        constants,
      ).operatingBeforeRent;
  const intercept = subtract(subtract(emptyYearOperating, first.rent), first.debtService);
  const slope = first.netCashFlow.minus(intercept);
  if (slope.lte(zero)) {
    return { factor: null, occupancyPercent: null, byTier: { low: null, medium: null, high: null } };
  }

  const factor = intercept.gte(zero) ? zero : intercept.neg().div(slope);
  const byTier: DealKpis['breakEvenByTier'] = { low: null, medium: null, high: null };
  for (const tier of DEAL_TIERS) {
    if (params.tiers[tier])
      byTier[tier] = arith.toNumber(factor.times(numOf(arith, input.seasons[tier].occupancy)));
  }
  return {
    factor,
    occupancyPercent: occupancyPercent === null ? null : arith.toNumber(factor.times(occupancyPercent)),
    byTier,
  };
}
