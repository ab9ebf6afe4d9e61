import { DEAL_TIERS, type DealInput, type DealSensitivity } from '@pac/contracts';
import { type Arithmetic, fractionOf, multiply, type Num, numOf } from './arithmetic.js';
import { type DealParameters } from './deal-parameters.js';
import { type ForecastYear } from './forecast-year.js';

/** Occupancy moved by `points` percentage points and kept within 0-100 (A9.3), less the entered one: a fraction. */
function occupancyChange<T extends Num<T>>(arith: Arithmetic<T>, percent: number, points: number): T {
  if (points === 0) return arith.zero;
  const shifted = Math.min(100, Math.max(0, percent + points));
  // In the model's arithmetic: 55 + 10 is 65 exactly, then a fraction.
  const clamped =
    shifted === 0 ? arith.zero : shifted === 100 ? arith.hundred : arith.of(percent).plus(arith.of(points));
  return clamped.minus(arith.of(percent)).times(arith.hundredth);
}

/**
 * A9.3's grid: year 1's ΣNCF with every tier's rate × (1 + rate step %) and occupancy + occupancy step points. The
 * year's lines are linear in each tier's booked nights and in booking revenue (as break-even uses), so a cell is the
 * entered NCF plus each tier's occupancy change × what a point of it is worth, plus the rate change × the column's
 * accommodation revenue × what a pound of booking revenue keeps. The cell of steps (0, 0) is `annual.netCashFlow`
 * itself. Rent and debt service do not depend on bookings.
 */
export function sensitivityGrid<T extends Num<T>>(
  arith: Arithmetic<T>,
  input: DealInput,
  params: DealParameters<T>,
  first: ForecastYear<T>,
): DealSensitivity {
  const { rateSteps, occupancySteps } = input.sensitivity;
  const zero = arith.zero;
  // What £1 more of accommodation or cleaning fee leaves after VAT, management, percentage maintenance and platform.
  const afterVat =
    params.vatMode === 'standard'
      ? arith.one.minus(arith.one.div(params.six))
      : params.vatMode === 'flat_rate'
        ? arith.one.minus(params.vatFlatRate)
        : arith.one;
  const kept = afterVat
    .times(arith.one.minus(params.managementFee).minus(params.maintenanceShare))
    .minus(params.platformFee);

  const tiers = DEAL_TIERS.flatMap((tier) => {
    const available = first.tierAvailableNights[tier];
    if (params.tiers[tier] === null || available === null) return [];
    const season = input.seasons[tier];
    const rate = numOf(arith, season.rate ?? 0);
    const stay = arith.of(season.averageStay);
    // A whole occupancy (fraction 1) of the tier's nights: its accommodation revenue, and what it adds to NCF.
    const fullAccommodation = multiply(available, rate);
    const perNight = kept.times(rate.plus(params.cleaningFee.div(stay))).minus(params.perStay.div(stay));
    return [
      {
        percent: season.occupancy,
        occupancy: fractionOf(arith, season.occupancy),
        fullAccommodation,
        fullValue: available.times(perNight),
      },
    ];
  });
  const rateChanges = rateSteps.map((step) => (step === 0 ? zero : kept.times(fractionOf(arith, step))));

  const netCashFlow: number[][] = rateSteps.map(() => []);
  for (const points of occupancySteps) {
    let occupancyEffect = zero;
    let accommodation = zero;
    for (const tier of tiers) {
      const change = occupancyChange(arith, tier.percent, points);
      if (!change.isZero()) occupancyEffect = occupancyEffect.plus(change.times(tier.fullValue));
      accommodation = accommodation.plus(multiply(tier.occupancy.plus(change), tier.fullAccommodation));
    }
    const column = occupancyEffect.isZero() ? first.netCashFlow : first.netCashFlow.plus(occupancyEffect);
    rateChanges.forEach((change, row) => {
      const cell = change.isZero() ? column : column.plus(change.times(accommodation));
      netCashFlow[row]!.push(arith.toNumber(cell));
    });
  }
  return { rateSteps: [...rateSteps], occupancySteps: [...occupancySteps], netCashFlow };
}
