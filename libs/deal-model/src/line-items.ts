import { add, multiply, type Num, subtract } from './arithmetic.js';
import { type DealParameters, type TierParameters } from './deal-parameters.js';

/** The lines of the model that are proportional to booked nights, for a month or summed over a year. */
export interface RevenueBases<T> {
  availableNights: T;
  nights: T;
  stays: T;
  accommodationRevenue: T;
  cleaningFeeRevenue: T;
  perStayCosts: T;
}

/** The occupancy-independent amounts of a period: one month's, or twelve months'. */
export interface PeriodConstants<T> {
  otherIncome: T;
  maintenanceMonthly: T;
  fixedCosts: T;
}

export interface LineItems<T> extends RevenueBases<T> {
  otherIncome: T;
  grossRevenue: T;
  vat: T;
  platformFees: T;
  managementFees: T;
  grossProfit: T;
  maintenance: T;
  fixedCosts: T;
  /** What years 2+ scale by revenue growth: G − VAT − Plat − Mgmt − the percentage maintenance. */
  revenueScaled: T;
  /** What years 2+ scale by cost growth, as a negative amount: −(Var + Fixed + maintenanceMonthly); rent apart. */
  costScaled: T;
  /** NOI before rent: GP − Maint − Fixed (= revenueScaled + costScaled). */
  operatingBeforeRent: T;
}

/** A tier's night-proportional lines for `availableNights` nights (a month's, or the tier's total for a year). */
export function revenueBases<T extends Num<T>>(tier: TierParameters<T>, availableNights: T): RevenueBases<T> {
  return {
    availableNights,
    nights: multiply(availableNights, tier.nightsPerAvailableNight),
    stays: multiply(availableNights, tier.staysPerAvailableNight),
    accommodationRevenue: multiply(availableNights, tier.accommodationPerAvailableNight),
    cleaningFeeRevenue: multiply(availableNights, tier.cleaningFeesPerAvailableNight),
    perStayCosts: multiply(availableNights, tier.perStayCostsPerAvailableNight),
  };
}

/** Σ of night-proportional lines (a year's from its tiers'). */
export function addBases<T extends Num<T>>(a: RevenueBases<T>, b: RevenueBases<T>): RevenueBases<T> {
  return {
    availableNights: add(a.availableNights, b.availableNights),
    nights: add(a.nights, b.nights),
    stays: add(a.stays, b.stays),
    accommodationRevenue: add(a.accommodationRevenue, b.accommodationRevenue),
    cleaningFeeRevenue: add(a.cleaningFeeRevenue, b.cleaningFeeRevenue),
    perStayCosts: add(a.perStayCosts, b.perStayCosts),
  };
}

/** The lines from gross revenue to NOI before rent. Every step is linear, so it holds for one month and for a year's sums. */
export function lineItems<T extends Num<T>>(
  params: DealParameters<T>,
  bases: RevenueBases<T>,
  constants: PeriodConstants<T>,
): LineItems<T> {
  const bookings = add(bases.accommodationRevenue, bases.cleaningFeeRevenue);
  const grossRevenue = add(bookings, constants.otherIncome);
  const vat =
    params.vatMode === 'standard'
      ? grossRevenue.div(params.six)
      : params.vatMode === 'flat_rate'
        ? multiply(grossRevenue, params.vatFlatRate)
        : params.zero;
  const netRevenue = subtract(grossRevenue, vat);
  const platformFees = multiply(bookings, params.platformFee);
  const managementFees = multiply(netRevenue, params.managementFee);
  const maintenanceShare = multiply(netRevenue, params.maintenanceShare);
  const beforeVariable = subtract(subtract(netRevenue, platformFees), managementFees);
  const revenueScaled = subtract(beforeVariable, maintenanceShare);
  const costScaled = add(add(bases.perStayCosts, constants.fixedCosts), constants.maintenanceMonthly).neg();
  // Written out, not spread: object spread here cost more than all of the month's arithmetic.
  return {
    availableNights: bases.availableNights,
    nights: bases.nights,
    stays: bases.stays,
    accommodationRevenue: bases.accommodationRevenue,
    cleaningFeeRevenue: bases.cleaningFeeRevenue,
    perStayCosts: bases.perStayCosts,
    otherIncome: constants.otherIncome,
    grossRevenue,
    vat,
    platformFees,
    managementFees,
    grossProfit: subtract(beforeVariable, bases.perStayCosts),
    maintenance: add(maintenanceShare, constants.maintenanceMonthly),
    fixedCosts: constants.fixedCosts,
    revenueScaled,
    costScaled,
    operatingBeforeRent: add(revenueScaled, costScaled),
  };
}
