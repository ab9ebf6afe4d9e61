import { DEAL_TIERS, DEFAULT_TIER_OF_MONTH } from '@pac/contracts';
import { defaultAnalyserValues, type AnalyserValues } from './analyser-values.js';

// Its own module: only "Start new analysis" (loaded after the first paint) needs it.

/** The calendar month after `today`'s: a new deal's forecast starts when it could first take guests. */
export function nextCalendarMonth(today: Date): { forecastYear: number; launchMonth: number } {
  const month = today.getMonth() + 1;
  return month === 12
    ? { forecastYear: today.getFullYear() + 1, launchMonth: 1 }
    : { forecastYear: today.getFullYear(), launchMonth: month + 1 };
}

/**
 * A blank deal: nobody else's figures. A rent-to-rent deal (the commonest first analysis) with the rent and the
 * nightly rates to enter, every cost at £0, occupancy at 0 %, the default demand tiers, and the forecast from the
 * next calendar month. Until the rent and the rates are in, the results say what to enter.
 */
export function blankAnalyserValues(today = new Date()): AnalyserValues {
  const defaults = defaultAnalyserValues();
  const season = { rate: undefined, occupancy: 0, averageStay: 2.5 };
  return {
    ...defaults,
    ...nextCalendarMonth(today),
    model: 'rent_to_rent',
    purchase: { ...defaults.purchase, price: undefined },
    tenancy: {
      monthlyRent: undefined,
      rentFreeMonths: 0,
      deposit: 0,
      includeDepositInCashInvested: true,
      preLaunchRentMonths: 0,
    },
    seasons: {
      tierOfMonth: [...DEFAULT_TIER_OF_MONTH],
      ...Object.fromEntries(DEAL_TIERS.map((tier) => [tier, { ...season }])),
    } as AnalyserValues['seasons'],
    guestCleaningFee: 0,
    managementFeePercent: 0,
    perStay: { cleaning: 0, laundry: 0, consumables: 0 },
    maintenancePercent: 0,
    fixedMonthly: Object.fromEntries(Object.keys(defaults.fixedMonthly ?? {}).map((key) => [key, 0])),
    setup: Object.fromEntries(Object.keys(defaults.setup ?? {}).map((key) => [key, 0])),
  };
}
