import { DEAL_TIERS, type DealInput, type DealSensitivity, type DealTier } from '@pac/contracts';
import { type Arithmetic, fractionOf, multiply, type Num, numOf } from './arithmetic.js';
import { type DealParameters, tierParametersOf } from './deal-parameters.js';
import { type ForecastYear } from './forecast-year.js';
import { addBases, lineItems, type RevenueBases, revenueBases } from './line-items.js';

/** Occupancy moved by `points` percentage points, kept within 0-100 (A9.3), as a fraction. */
function shiftedOccupancy<T extends Num<T>>(arith: Arithmetic<T>, percent: number, points: number): T {
  if (points === 0) return fractionOf(arith, percent);
  const shifted = arith.of(percent).plus(arith.of(points));
  if (shifted.lte(arith.zero)) return arith.zero;
  if (shifted.gte(arith.hundred)) return arith.one;
  return shifted.times(arith.hundredth);
}

/**
 * A9.3's grid: year 1's ΣNCF with every tier's rate × (1 + rate step %) and occupancy + occupancy step points. A
 * cell runs the year's annual lines (linear in each tier's available nights, as in `forecastYear`) with the tiers
 * rebuilt as `dealParameters` builds them, so the cell of steps (0, 0) is `annual.netCashFlow` to the last digit.
 * Rent and debt service do not depend on bookings: they are the first year's. A rate step changes only the
 * accommodation line, so each occupancy column's other lines are computed once.
 */
export function sensitivityGrid<T extends Num<T>>(
  arith: Arithmetic<T>,
  input: DealInput,
  params: DealParameters<T>,
  first: ForecastYear<T>,
): DealSensitivity {
  const { rateSteps, occupancySteps } = input.sensitivity;
  const tiers: { tier: DealTier; available: T; rates: T[] }[] = [];
  for (const tier of DEAL_TIERS) {
    const available = first.tierAvailableNights[tier];
    if (params.tiers[tier] === null || available === null) continue;
    const rate = numOf(arith, input.seasons[tier].rate ?? 0);
    const rates = rateSteps.map((step) =>
      step === 0 ? rate : multiply(rate, arith.one.plus(fractionOf(arith, step))),
    );
    tiers.push({ tier, available, rates });
  }

  const netCashFlow: number[][] = rateSteps.map(() => []);
  for (const points of occupancySteps) {
    // The column's tiers at the entered rate; a rate step swaps in its accommodation revenue.
    const column = tiers.map(({ tier, available, rates }) => {
      const occupancy = shiftedOccupancy(arith, input.seasons[tier].occupancy, points);
      const parameters = tierParametersOf(arith, tier, {
        occupancy,
        rate: numOf(arith, input.seasons[tier].rate ?? 0),
        averageStay: input.seasons[tier].averageStay,
        cleaningFee: params.cleaningFee,
        perStay: params.perStay,
      });
      return { occupancy, available, rates, bases: revenueBases(parameters, available) };
    });
    rateSteps.forEach((step, row) => {
      let bases: RevenueBases<T> | null = null;
      for (const tier of column) {
        const tierBases: RevenueBases<T> =
          step === 0
            ? tier.bases
            : {
                ...tier.bases,
                accommodationRevenue: multiply(tier.available, multiply(tier.occupancy, tier.rates[row]!)),
              };
        bases = bases ? addBases(bases, tierBases) : tierBases;
      }
      if (!bases) throw new Error('A forecast year needs months');
      const operating = lineItems(params, bases, first.yearConstants).operatingBeforeRent;
      netCashFlow[row]!.push(arith.toNumber(operating.minus(first.rent).minus(first.debtService)));
    });
  }
  return { rateSteps: [...rateSteps], occupancySteps: [...occupancySteps], netCashFlow };
}
