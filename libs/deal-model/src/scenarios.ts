import { DEAL_TIERS, type DealInput, MAX_NIGHTLY_RATE } from '@pac/contracts';
import { decimalArithmetic, ModelDecimal } from './decimal-arithmetic.js';

export const SCENARIO_KINDS = ['conservative', 'optimistic'] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

/** The lowest rate a conservative shift can leave (a rate must stay above £0 to be valid). */
const MIN_SCENARIO_RATE = 0.01;

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
      occupancy: Math.min(100, Math.max(0, shifted(season.occupancy))),
    };
  }
  return { ...input, seasons };
}
