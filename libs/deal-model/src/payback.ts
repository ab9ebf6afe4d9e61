import { type DealInput } from '@pac/contracts';
import { type Arithmetic, type Num, subtract } from './arithmetic.js';
import { type DealParameters } from './deal-parameters.js';
import { type ForecastYear } from './forecast-year.js';
import { type GrowthSchedule } from './growth.js';
import { type MortgageSchedule } from './mortgage.js';

/** The payback walk looks at most ten years ahead; later than that is shown as "not within 10 years". */
export const PAYBACK_HORIZON_MONTHS = 120;
const MONTHS = 12;

/**
 * Payback month: the first month (1-based from launch) whose cumulative cash flow is ≥ 0, walking up to ten
 * years, years 2+ with growth. Whole years that cannot reach 0 are skipped with their annual total, so the walk
 * costs a few operations a year and looks at months only in the year that pays back.
 */
export function paybackMonth<T extends Num<T>>(
  arith: Arithmetic<T>,
  input: DealInput,
  params: DealParameters<T>,
  first: ForecastYear<T>,
  schedule: GrowthSchedule<T>,
  mortgage: MortgageSchedule<T> | null,
): number | null {
  if (first.paybackMonth !== null) return first.paybackMonth;
  // Later years repeat year 1 exactly without growth, without rent-free months (year 1 alone has them) and
  // with the same debt service throughout the horizon.
  const steady =
    input.growth.revenuePercent === 0 &&
    input.growth.costPercent === 0 &&
    (params.rentFreeMonths === 0 || params.monthlyRent.isZero()) &&
    (mortgage?.termMonths ?? Infinity) >= PAYBACK_HORIZON_MONTHS;
  return steady ? steadyPayback(arith, first) : grownPayback(arith, params, first, schedule);
}

/** Every later year repeats year 1 exactly: month j of year y is year 1's cumulative plus (y − 1) × ΣNCF. */
function steadyPayback<T extends Num<T>>(arith: Arithmetic<T>, first: ForecastYear<T>): number | null {
  if (first.netCashFlow.lte(arith.zero)) return null;
  let offset = arith.zero;
  for (let year = 2; (year - 1) * MONTHS < PAYBACK_HORIZON_MONTHS; year++) {
    offset = offset.plus(first.netCashFlow);
    if (first.highestCumulative.plus(offset).lt(arith.zero)) continue;
    const needed = offset.neg();
    const month = first.monthCumulative.findIndex((cumulative) => cumulative.gte(needed));
    if (month >= 0) return (year - 1) * MONTHS + month + 1;
  }
  return null;
}

/**
 * With growth, rent-free months or a loan ending, month j of year y is R_j × revenue factor + C_j × cost factor
 * − DS_y. A year is skipped when even the largest prefix sums of R and of C could not lift the total to 0.
 */
function grownPayback<T extends Num<T>>(
  arith: Arithmetic<T>,
  params: DealParameters<T>,
  first: ForecastYear<T>,
  schedule: GrowthSchedule<T>,
): number | null {
  const revenueScaled: T[] = [];
  const costScaled: T[] = [];
  let revenuePrefix = arith.zero;
  let costPrefix = arith.zero;
  let bestRevenuePrefix: T | null = null;
  let bestCostPrefix: T | null = null;
  for (const lines of first.monthLines) {
    // Years 2+ pay every month's rent.
    const cost = subtract(lines.costScaled, params.monthlyRent);
    revenueScaled.push(lines.revenueScaled);
    costScaled.push(cost);
    revenuePrefix = revenuePrefix.plus(lines.revenueScaled);
    costPrefix = costPrefix.plus(cost);
    if (bestRevenuePrefix === null || revenuePrefix.gt(bestRevenuePrefix)) bestRevenuePrefix = revenuePrefix;
    if (bestCostPrefix === null || costPrefix.gt(bestCostPrefix)) bestCostPrefix = costPrefix;
  }
  if (bestRevenuePrefix === null || bestCostPrefix === null) return null;

  let cumulative = first.cumulativeCashFlow;
  for (let year = 2; (year - 1) * MONTHS < PAYBACK_HORIZON_MONTHS; year++) {
    const grown = schedule(year);
    const debtService = grown.monthlyDebtService;
    // Debt service is ≥ 0 and due every month, so after j ≥ 1 months at least one payment has gone.
    const bound = cumulative
      .plus(bestRevenuePrefix.times(grown.revenueFactor))
      .plus(bestCostPrefix.times(grown.costFactor))
      .minus(debtService);
    if (bound.lt(arith.zero)) {
      cumulative = cumulative.plus(grown.netCashFlow);
      continue;
    }
    for (let month = 0; month < MONTHS; month++) {
      cumulative = subtract(
        cumulative
          .plus(revenueScaled[month]!.times(grown.revenueFactor))
          .plus(costScaled[month]!.times(grown.costFactor)),
        debtService,
      );
      if (cumulative.gte(arith.zero)) return (year - 1) * MONTHS + month + 1;
    }
  }
  return null;
}
