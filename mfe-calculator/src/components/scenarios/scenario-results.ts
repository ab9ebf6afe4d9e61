import { type DealInput, type DealResult } from '@pac/contracts';
import { analyseDeal, scenarioInput, type ScenarioShift } from '@pac/deal-model';

export const SCENARIOS = ['conservative', 'base', 'optimistic'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_NAMES: Record<Scenario, string> = {
  conservative: 'Conservative',
  base: 'Base',
  optimistic: 'Optimistic',
};

export const DEFAULT_SCENARIO_SHIFT = 10;
export const MAX_SCENARIO_SHIFT = 50;

export interface ScenarioResult {
  scenario: Scenario;
  input: DealInput;
  result: DealResult;
}

/**
 * The conservative, base and optimistic scenarios of one deal, computed in the browser with the same model as the service: the base is the deal as
 * entered; conservative and optimistic shift every tier's rate and occupancy down and up by the shift's percentages.
 */
export function scenarioResults(input: DealInput, shift: number | ScenarioShift): ScenarioResult[] {
  return SCENARIOS.map((scenario) => {
    const shifted = scenario === 'base' ? input : scenarioInput(input, shift, scenario);
    return { scenario, input: shifted, result: analyseDeal(shifted) };
  });
}

/** The shift as typed, when it is a number from 0 to 50; else null (the panel keeps the last good one). */
export function parseShift(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= MAX_SCENARIO_SHIFT ? value : null;
}
