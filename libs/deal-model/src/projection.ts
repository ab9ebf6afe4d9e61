import { type DealProjectionYear } from '@pac/contracts';
import { add, type Arithmetic, type Num } from './arithmetic.js';
import { type ForecastYear } from './forecast-year.js';
import { type GrowthSchedule } from './growth.js';

export const PROJECTION_YEARS = 5;

/** The 5-year projection: years 1-5 with growth; the cumulative cash flow starts from −cash invested like the months'. */
export function projection<T extends Num<T>>(
  arith: Arithmetic<T>,
  first: ForecastYear<T>,
  schedule: GrowthSchedule<T>,
): DealProjectionYear[] {
  const lines = first.lines;
  const years: DealProjectionYear[] = [
    {
      year: 1,
      grossRevenue: first.annual.grossRevenue,
      grossProfit: first.annual.grossProfit,
      netOperatingIncome: first.annual.netOperatingIncome,
      debtService: first.annual.debtService,
      netCashFlow: first.annual.netCashFlow,
      cumulativeCashFlow: first.annual.cumulativeCashFlow,
    },
  ];
  // GP = (G − VAT − Plat − Mgmt) × revenue factor − Var × cost factor.
  const beforeVariable = add(lines.grossProfit, lines.perStayCosts);
  // Without growth the years share their figures: convert each distinct one once.
  const converted = new Map<T, number>();
  const number = (value: T) => {
    let found = converted.get(value);
    if (found === undefined) converted.set(value, (found = arith.toNumber(value)));
    return found;
  };
  let cumulative = first.cumulativeCashFlow;
  for (let year = 2; year <= PROJECTION_YEARS; year++) {
    const grown = schedule(year);
    const ungrown = grown.revenueFactor === arith.one && grown.costFactor === arith.one;
    cumulative = cumulative.plus(grown.netCashFlow);
    years.push({
      year,
      grossRevenue: ungrown
        ? first.annual.grossRevenue
        : arith.toNumber(lines.grossRevenue.times(grown.revenueFactor)),
      grossProfit: ungrown
        ? first.annual.grossProfit
        : arith.toNumber(
            beforeVariable.times(grown.revenueFactor).minus(lines.perStayCosts.times(grown.costFactor)),
          ),
      netOperatingIncome: number(grown.netOperatingIncome),
      debtService: number(grown.annualDebtService),
      netCashFlow: number(grown.netCashFlow),
      cumulativeCashFlow: arith.toNumber(cumulative),
    });
  }
  return years;
}
