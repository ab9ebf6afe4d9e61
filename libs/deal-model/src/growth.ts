import { type DealInput } from '@pac/contracts';
import { type Arithmetic, fractionOf, type Num, subtract } from './arithmetic.js';
import { type DealParameters } from './deal-parameters.js';
import { type ForecastYear } from './forecast-year.js';
import { type MortgageSchedule } from './mortgage.js';

/** One forecast year (1-based) with growth: year y repeats year 1's twelve months, grown (y − 1) times. */
export interface GrowthYear<T> {
  year: number;
  /** (1 + revenuePercent%)^(y−1): scales G, VAT, Plat, Mgmt and the percentage maintenance. */
  revenueFactor: T;
  /** (1 + costPercent%)^(y−1): scales Var, Fixed, Rent and maintenanceMonthly. */
  costFactor: T;
  /** The mortgage payment in each month of the year (0 once a repayment loan's term is over). */
  monthlyDebtService: T;
  annualDebtService: T;
  netOperatingIncome: T;
  netCashFlow: T;
}

/** Years computed as asked for (the projection needs 5, the JV up to 10, the payback walk up to 10). */
export type GrowthSchedule<T> = (year: number) => GrowthYear<T>;

export function growthSchedule<T extends Num<T>>(
  arith: Arithmetic<T>,
  input: DealInput,
  params: DealParameters<T>,
  first: ForecastYear<T>,
  mortgage: MortgageSchedule<T> | null,
): GrowthSchedule<T> {
  const twelve = arith.twelve;
  const step = (percent: number) => arith.one.plus(fractionOf(arith, percent));
  const revenueGrows = input.growth.revenuePercent !== 0;
  const costGrows = input.growth.costPercent !== 0;
  const revenueStep = revenueGrows ? step(input.growth.revenuePercent) : arith.one;
  const costStep = costGrows ? step(input.growth.costPercent) : arith.one;
  // Years 2+ pay every month's rent: rent-free months happen once, in year 1.
  const revenueScaled = first.lines.revenueScaled;
  const costScaled = params.monthlyRent.isZero()
    ? first.lines.costScaled
    : first.lines.costScaled.minus(params.monthlyRent.times(twelve));
  const payment = mortgage?.monthlyPayment ?? arith.zero;
  const annualPayment = payment.times(twelve);

  const years: GrowthYear<T>[] = [
    {
      year: 1,
      revenueFactor: arith.one,
      costFactor: arith.one,
      monthlyDebtService: payment,
      annualDebtService: first.debtService,
      netOperatingIncome: first.netOperatingIncome,
      netCashFlow: first.netCashFlow,
    },
  ];
  let ungrownNoi: T | null = null;

  return (year: number) => {
    for (let y = years.length + 1; y <= year; y++) {
      const previous = years[y - 2]!;
      const revenueFactor = revenueGrows ? previous.revenueFactor.times(revenueStep) : arith.one;
      const costFactor = costGrows ? previous.costFactor.times(costStep) : arith.one;
      let netOperatingIncome: T;
      if (revenueGrows || costGrows) {
        netOperatingIncome = revenueScaled.times(revenueFactor).plus(costScaled.times(costFactor));
      } else {
        ungrownNoi ??= revenueScaled.plus(costScaled);
        netOperatingIncome = ungrownNoi;
      }
      // A repayment loan is paid off at the end of its term (whole years), so its payment stops; interest-only never is.
      const paying =
        mortgage !== null && (mortgage.termMonths === null || (y - 1) * 12 < mortgage.termMonths);
      const annualDebtService = paying ? annualPayment : arith.zero;
      const sameAsPrevious =
        y > 2 &&
        netOperatingIncome === previous.netOperatingIncome &&
        annualDebtService === previous.annualDebtService;
      years.push({
        year: y,
        revenueFactor,
        costFactor,
        monthlyDebtService: paying ? payment : arith.zero,
        annualDebtService,
        netOperatingIncome,
        netCashFlow: sameAsPrevious ? previous.netCashFlow : subtract(netOperatingIncome, annualDebtService),
      });
    }
    const found = years[year - 1];
    if (!found) throw new Error(`No forecast year ${year}`);
    return found;
  };
}
