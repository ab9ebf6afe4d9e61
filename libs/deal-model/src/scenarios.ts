import { DEAL_TIERS, type DealInput, MAX_NIGHTLY_RATE, MIN_MONEY_AMOUNT, MIN_PERCENT } from '@pac/contracts';
import { decimalArithmetic, ModelDecimal } from './decimal-arithmetic.js';

export const SCENARIO_KINDS = ['conservative', 'optimistic'] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

/** The lowest rate a conservative shift can leave (a rate must stay above £0, a penny at least, to be valid). */
const MIN_SCENARIO_RATE = MIN_MONEY_AMOUNT;

/** An occupancy shifted below the smallest percentage accepted is none at all, so the scenario stays valid. */
const occupancyOf = (shifted: number) => (shifted < MIN_PERCENT ? 0 : Math.min(100, shifted));

/** How far a scenario moves the rates and the occupancy, each in % of its value (issue 33: apart, not together). */
export interface ScenarioShift {
  ratePercent: number;
  occupancyPercent: number;
}

/**
 * Conservative and optimistic scenarios: the same deal with every tier's nightly rate and occupancy shifted down
 * (conservative) or up (optimistic), multiplicatively, by the shift's own percentages (one number moves both alike);
 * occupancy stays within 0-100 and the rate within (0, 10,000], so the result is still a valid input. Computed in
 * decimal, so 90 × 1.1 is 99, not 99.00000000000001.
 */
export function scenarioInput(
  input: DealInput,
  shift: number | ScenarioShift,
  kind: ScenarioKind,
): DealInput {
  const { ratePercent, occupancyPercent } =
    typeof shift === 'number' ? { ratePercent: shift, occupancyPercent: shift } : shift;
  const factorOf = (percent: number) => {
    const fraction = new ModelDecimal(percent).div(100);
    return kind === 'optimistic' ? fraction.plus(1) : new ModelDecimal(1).minus(fraction);
  };
  const rateFactor = factorOf(ratePercent);
  const occupancyFactor = factorOf(occupancyPercent);
  const seasons = { ...input.seasons };
  for (const tier of DEAL_TIERS) {
    const season = input.seasons[tier];
    const rate =
      season.rate === undefined
        ? undefined
        : Math.min(
            MAX_NIGHTLY_RATE,
            Math.max(MIN_SCENARIO_RATE, decimalArithmetic.toNumber(rateFactor.times(season.rate))),
          );
    seasons[tier] = {
      ...season,
      rate,
      occupancy: occupancyOf(decimalArithmetic.toNumber(occupancyFactor.times(season.occupancy))),
    };
  }
  return { ...input, seasons };
}
