import { DEAL_TIERS, type DealAnnual, type DealMonthRow, type DealTier } from '@pac/contracts';
import { type Arithmetic, type Num } from './arithmetic.js';
import { type CalendarMonth } from './calendar-months.js';
import { type DealParameters } from './deal-parameters.js';
import {
  addBases,
  type LineItems,
  lineItems,
  type PeriodConstants,
  type RevenueBases,
  revenueBases,
} from './line-items.js';

/** The month table of the first forecast year, its annual sums, and what later years are grown from. */
export interface ForecastYear<T> {
  months: DealMonthRow[];
  annual: DealAnnual;
  /** The year's lines from G to NOI-before-rent (annual sums). */
  lines: LineItems<T>;
  /** Each used tier's available nights over the year (null for a tier no month uses). */
  tierAvailableNights: Record<DealTier, T | null>;
  /** Twelve months of other income, fixed maintenance and fixed costs. */
  yearConstants: PeriodConstants<T>;
  rent: T;
  debtService: T;
  netOperatingIncome: T;
  netCashFlow: T;
  /** −cash invested + Σ NCF: the cumulative cash flow after the last month. */
  cumulativeCashFlow: T;
  /** First month (1-12) whose cumulative cash flow is ≥ 0, or null. */
  paybackMonth: number | null;
  /** The cumulative cash flow after each month, and the highest of them. */
  monthCumulative: T[];
  highestCumulative: T;
  /** Each forecast month's lines, launch month first (later years repeat them, grown). */
  monthLines: LineItems<T>[];
}

interface MonthCashFlow<T> {
  noi: T;
  ncf: T;
  noiNumber: number;
  ncfNumber: number;
}

/** A month's lines before rent, shared by every month with the same tier, days and blocked nights. */
interface SharedMonth<T> {
  lines: LineItems<T>;
  numbers: Pick<
    DealMonthRow,
    | 'availableNights'
    | 'nights'
    | 'stays'
    | 'accommodationRevenue'
    | 'cleaningFeeRevenue'
    | 'grossRevenue'
    | 'vat'
    | 'platformFees'
    | 'managementFees'
    | 'perStayCosts'
    | 'grossProfit'
    | 'maintenance'
  >;
  paying?: MonthCashFlow<T>;
  rentFree?: MonthCashFlow<T>;
}

export function forecastYear<T extends Num<T>>(
  arith: Arithmetic<T>,
  params: DealParameters<T>,
  calendar: readonly CalendarMonth[],
  monthlyDebtService: T,
  cashInvested: T,
): ForecastYear<T> {
  const oneMonth: PeriodConstants<T> = {
    otherIncome: params.otherIncomeMonthly,
    maintenanceMonthly: params.maintenanceMonthly,
    fixedCosts: params.fixedMonthly,
  };
  const otherIncome = arith.toNumber(params.otherIncomeMonthly);
  const fixedCosts = arith.toNumber(params.fixedMonthly);
  const rentNumber = arith.toNumber(params.monthlyRent);
  const debtServiceNumber = arith.toNumber(monthlyDebtService);
  const debtFree = monthlyDebtService.isZero();

  const shared = new Map<string, SharedMonth<T>>();
  const tierDays: Record<DealTier, number> = { low: 0, medium: 0, high: 0 };
  const tierBlocked: Record<DealTier, number[]> = { low: [], medium: [], high: [] };

  const months: DealMonthRow[] = [];
  const monthLines: LineItems<T>[] = [];
  let cumulative = cashInvested.neg();
  let paybackMonth: number | null = null;
  const monthCumulative: T[] = [];
  let highestCumulative: T | null = null;
  let days = 0;

  calendar.forEach((month, index) => {
    const tier = params.tiers[month.tier];
    if (!tier) throw new Error(`No parameters for the ${month.tier} tier`);
    tierDays[month.tier] += month.days;
    if (month.blockedNights !== 0) tierBlocked[month.tier].push(month.blockedNights);
    days += month.days;

    let entry = shared.get(month.key);
    if (!entry) {
      let available = arith.of(month.days);
      if (month.blockedNights !== 0) available = available.minus(arith.of(month.blockedNights));
      const lines = lineItems(params, revenueBases(tier, available), oneMonth);
      entry = {
        lines,
        numbers: {
          availableNights: arith.toNumber(available),
          nights: arith.toNumber(lines.nights),
          stays: arith.toNumber(lines.stays),
          accommodationRevenue: arith.toNumber(lines.accommodationRevenue),
          cleaningFeeRevenue: arith.toNumber(lines.cleaningFeeRevenue),
          grossRevenue: arith.toNumber(lines.grossRevenue),
          vat: arith.toNumber(lines.vat),
          platformFees: arith.toNumber(lines.platformFees),
          managementFees: arith.toNumber(lines.managementFees),
          perStayCosts: arith.toNumber(lines.perStayCosts),
          grossProfit: arith.toNumber(lines.grossProfit),
          maintenance: arith.toNumber(lines.maintenance),
        },
      };
      shared.set(month.key, entry);
    }

    // Rent-free months are the first rentFreeMonths of the forecast, from the launch month (year 1 only).
    const rentFree = index < params.rentFreeMonths || params.monthlyRent.isZero();
    let cashFlow = rentFree ? entry.rentFree : entry.paying;
    if (!cashFlow) {
      const noi = rentFree
        ? entry.lines.operatingBeforeRent
        : entry.lines.operatingBeforeRent.minus(params.monthlyRent);
      const ncf = debtFree ? noi : noi.minus(monthlyDebtService);
      cashFlow = { noi, ncf, noiNumber: arith.toNumber(noi), ncfNumber: arith.toNumber(ncf) };
      if (rentFree) entry.rentFree = cashFlow;
      else entry.paying = cashFlow;
    }

    cumulative = cumulative.plus(cashFlow.ncf);
    if (paybackMonth === null && cumulative.gte(arith.zero)) paybackMonth = index + 1;
    monthCumulative.push(cumulative);
    if (highestCumulative === null || cumulative.gt(highestCumulative)) highestCumulative = cumulative;
    monthLines.push(entry.lines);
    months.push({
      year: month.year,
      month: month.month,
      days: month.days,
      tier: month.tier,
      availableNights: entry.numbers.availableNights,
      nights: entry.numbers.nights,
      stays: entry.numbers.stays,
      accommodationRevenue: entry.numbers.accommodationRevenue,
      cleaningFeeRevenue: entry.numbers.cleaningFeeRevenue,
      otherIncome,
      grossRevenue: entry.numbers.grossRevenue,
      vat: entry.numbers.vat,
      platformFees: entry.numbers.platformFees,
      managementFees: entry.numbers.managementFees,
      perStayCosts: entry.numbers.perStayCosts,
      grossProfit: entry.numbers.grossProfit,
      maintenance: entry.numbers.maintenance,
      fixedCosts,
      rent: rentFree ? 0 : rentNumber,
      debtService: debtServiceNumber,
      netOperatingIncome: cashFlow.noiNumber,
      netCashFlow: cashFlow.ncfNumber,
      cumulativeCashFlow: arith.toNumber(cumulative),
    });
  });

  // The year's sums: every line is linear in a tier's available nights, so Σ over months = the line of Σ nights.
  let bases: RevenueBases<T> | null = null;
  const tierAvailableNights: Record<DealTier, T | null> = { low: null, medium: null, high: null };
  for (const tierName of DEAL_TIERS) {
    const tier = params.tiers[tierName];
    if (!tier || tierDays[tierName] === 0) continue;
    let available = arith.of(tierDays[tierName]);
    for (const blocked of tierBlocked[tierName]) available = available.minus(arith.of(blocked));
    tierAvailableNights[tierName] = available;
    const tierBases = revenueBases(tier, available);
    bases = bases ? addBases(bases, tierBases) : tierBases;
  }
  if (!bases) throw new Error('A forecast year needs months');
  const scale = (amount: T) => (amount.isZero() ? amount : amount.times(arith.twelve));
  const yearConstants: PeriodConstants<T> = {
    otherIncome: scale(params.otherIncomeMonthly),
    maintenanceMonthly: scale(params.maintenanceMonthly),
    fixedCosts: scale(params.fixedMonthly),
  };
  const lines = lineItems(params, bases, yearConstants);
  const rentMonths = params.monthlyRent.isZero() ? 0 : 12 - params.rentFreeMonths;
  const rent = rentMonths === 0 ? arith.zero : params.monthlyRent.times(arith.of(rentMonths));
  const debtService = scale(monthlyDebtService);
  const netOperatingIncome = lines.operatingBeforeRent.minus(rent);
  const netCashFlow = netOperatingIncome.minus(debtService);

  const last = months[months.length - 1];
  const annual: DealAnnual = {
    days,
    availableNights: arith.toNumber(lines.availableNights),
    nights: arith.toNumber(lines.nights),
    stays: arith.toNumber(lines.stays),
    accommodationRevenue: arith.toNumber(lines.accommodationRevenue),
    cleaningFeeRevenue: arith.toNumber(lines.cleaningFeeRevenue),
    otherIncome: arith.toNumber(lines.otherIncome),
    grossRevenue: arith.toNumber(lines.grossRevenue),
    vat: arith.toNumber(lines.vat),
    platformFees: arith.toNumber(lines.platformFees),
    managementFees: arith.toNumber(lines.managementFees),
    perStayCosts: arith.toNumber(lines.perStayCosts),
    grossProfit: arith.toNumber(lines.grossProfit),
    maintenance: arith.toNumber(lines.maintenance),
    fixedCosts: arith.toNumber(lines.fixedCosts),
    rent: arith.toNumber(rent),
    debtService: arith.toNumber(debtService),
    netOperatingIncome: arith.toNumber(netOperatingIncome),
    netCashFlow: arith.toNumber(netCashFlow),
    cumulativeCashFlow: last ? last.cumulativeCashFlow : 0,
  };

  return {
    months,
    annual,
    lines,
    tierAvailableNights,
    yearConstants,
    rent,
    debtService,
    netOperatingIncome,
    netCashFlow,
    cumulativeCashFlow: cumulative,
    paybackMonth,
    monthCumulative,
    highestCumulative: highestCumulative ?? cumulative,
    monthLines,
  };
}
