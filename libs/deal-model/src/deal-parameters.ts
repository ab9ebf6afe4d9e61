import { DEAL_TIERS, type DealInput, type DealTier, isTenancyModel } from '@pac/contracts';
import { type Arithmetic, fractionOf, type Num, numOf, sumOf } from './arithmetic.js';

/**
 * The inputs the month lines use, converted once into the model's numbers. Each tier's lines are linear in its
 * available nights, so a tier is kept as amounts per available night: a month's line is then one product.
 */
export interface TierParameters<T> {
  tier: DealTier;
  /** Occupancy as a fraction: booked nights per available night. */
  nightsPerAvailableNight: T;
  staysPerAvailableNight: T;
  accommodationPerAvailableNight: T;
  cleaningFeesPerAvailableNight: T;
  perStayCostsPerAvailableNight: T;
}

export interface DealParameters<T> {
  /** Null for a tier no month uses (its rate may be missing). */
  tiers: Record<DealTier, TierParameters<T> | null>;
  vatMode: DealInput['vat']['mode'];
  /** Flat-rate percentage as a fraction (flat_rate only). */
  vatFlatRate: T;
  /** Percentages as fractions: of Acc + Cf, and (management, maintenance) of G − VAT. */
  platformFee: T;
  managementFee: T;
  maintenanceShare: T;
  otherIncomeMonthly: T;
  maintenanceMonthly: T;
  fixedMonthly: T;
  /** The guest cleaning fee and the per-stay costs (a stay's, summed): the sensitivity grid rebuilds tiers from them. */
  cleaningFee: T;
  perStay: T;
  /** 0 for a purchase. */
  monthlyRent: T;
  rentFreeMonths: number;
  /** Standard VAT is G ÷ 6 of VAT-inclusive prices. */
  six: T;
  zero: T;
}

/** What a tier's per-night amounts are made of: the sensitivity grid varies the occupancy and the rate. */
export interface TierDrivers<T> {
  /** Booked nights per available night (a fraction). */
  occupancy: T;
  rate: T;
  averageStay: number;
  cleaningFee: T;
  perStay: T;
}

export function tierParametersOf<T extends Num<T>>(
  arith: Arithmetic<T>,
  tier: DealTier,
  drivers: TierDrivers<T>,
): TierParameters<T> {
  const { occupancy } = drivers;
  if (occupancy.isZero()) {
    const zero = arith.zero;
    return {
      tier,
      nightsPerAvailableNight: zero,
      staysPerAvailableNight: zero,
      accommodationPerAvailableNight: zero,
      cleaningFeesPerAvailableNight: zero,
      perStayCostsPerAvailableNight: zero,
    };
  }
  const stays = occupancy.div(arith.of(drivers.averageStay));
  return {
    tier,
    nightsPerAvailableNight: occupancy,
    staysPerAvailableNight: stays,
    accommodationPerAvailableNight: occupancy.times(drivers.rate),
    cleaningFeesPerAvailableNight: stays.times(drivers.cleaningFee),
    perStayCostsPerAvailableNight: stays.times(drivers.perStay),
  };
}

export function dealParameters<T extends Num<T>>(arith: Arithmetic<T>, input: DealInput): DealParameters<T> {
  const fraction = (percent: number) => fractionOf(arith, percent);
  const perStay = sumOf(arith, [input.perStay.cleaning, input.perStay.laundry, input.perStay.consumables]);
  const cleaningFee = numOf(arith, input.guestCleaningFee);
  const used = new Set(input.seasons.tierOfMonth);

  const tierParameters = (tier: DealTier): TierParameters<T> | null => {
    if (!used.has(tier)) return null;
    const season = input.seasons[tier];
    return tierParametersOf(arith, tier, {
      occupancy: fraction(season.occupancy),
      rate: numOf(arith, season.rate ?? 0),
      averageStay: season.averageStay,
      cleaningFee,
      perStay,
    });
  };

  const tiers = {} as Record<DealTier, TierParameters<T> | null>;
  for (const tier of DEAL_TIERS) tiers[tier] = tierParameters(tier);

  const fixed = input.fixedMonthly;
  const tenancy = isTenancyModel(input.model) ? input.tenancy : undefined;
  return {
    tiers,
    vatMode: input.vat.mode,
    vatFlatRate: input.vat.mode === 'flat_rate' ? fraction(input.vat.flatRatePercent) : arith.zero,
    platformFee: fraction(input.platformFeePercent),
    managementFee: fraction(input.managementFeePercent),
    maintenanceShare: fraction(input.maintenancePercent),
    otherIncomeMonthly: numOf(arith, input.otherIncomeMonthly),
    maintenanceMonthly: numOf(arith, input.maintenanceMonthly),
    fixedMonthly: sumOf(arith, [
      fixed.utilities,
      fixed.councilTaxOrRates,
      fixed.insurance,
      fixed.internet,
      fixed.software,
      fixed.licences,
      fixed.serviceCharge,
      fixed.accountancy,
      fixed.other,
    ]),
    cleaningFee,
    perStay,
    monthlyRent: numOf(arith, tenancy?.monthlyRent ?? 0),
    rentFreeMonths: tenancy ? Math.min(12, tenancy.rentFreeMonths) : 0,
    six: arith.of(6),
    zero: arith.zero,
  };
}
