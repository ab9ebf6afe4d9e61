import { DEAL_TIERS, type DealInput, MAX_NIGHTLY_RATE, MIN_MONEY_AMOUNT, MIN_PERCENT } from '@pac/contracts';
import { decimalArithmetic, ModelDecimal } from './decimal-arithmetic.js';

export const SCENARIO_KINDS = ['conservative', 'optimistic'] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

/** The lowest rate a conservative shift can leave (a rate must stay above £0, a penny at least, to be valid). */
const MIN_SCENARIO_RATE = MIN_MONEY_AMOUNT;

/** An occupancy shifted below the smallest percentage accepted is none at all, so the scenario stays valid. */
const occupancyOf = (shifted: number) => (shifted < MIN_PERCENT ? 0 : Math.min(100, shifted));

/**
 * Conservative and optimistic scenarios: the same deal with every tier's nightly rate and occupancy shifted by `shiftPercent` % down
 * (conservative) or up (optimistic), multiplicatively; occupancy stays within 0-100 and the rate within
 * (0, 10,000], so the result is still a valid input. Computed in decimal, so 90 × 1.1 is 99, not 99.00000000000001.
 */
export function scenarioInput(input: DealInput, shiftPercent: number, kind: ScenarioKind): DealInput {
  const shift = new ModelDecimal(shiftPercent).div(100);
  const factor = kind === 'optimistic' ? shift.plus(1) : new ModelDecimal(1).minus(shift);
  const shifted = (value: number) => decimalArithmetic.toNumber(factor.times(value));
  const seasons = { ...input.seasons };
  for (const tier of DEAL_TIERS) {
    const season = input.seasons[tier];
    const rate =
      season.rate === undefined
        ? undefined
        : Math.min(MAX_NIGHTLY_RATE, Math.max(MIN_SCENARIO_RATE, shifted(season.rate)));
    seasons[tier] = {
      ...season,
      rate,
      occupancy: occupancyOf(shifted(season.occupancy)),
    };
  }
  return { ...input, seasons };
}
