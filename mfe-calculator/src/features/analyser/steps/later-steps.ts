import { type ComponentType } from 'react';
import { CostsStep } from './costs-step.js';
import { FinancingStep } from './financing-step.js';
import { RevenueStep } from './revenue-step.js';
import { SetupStep } from './setup-step.js';
import { type AnalyserStep } from './step-definitions.js';

export { LATER_STEP_HELP } from './later-step-help.js';

/** The content of steps 2-5, loaded together after the first paint. */
export const LATER_STEP_CONTENT: Record<Exclude<AnalyserStep['id'], 'property'>, ComponentType> = {
  revenue: RevenueStep,
  costs: CostsStep,
  setup: SetupStep,
  financing: FinancingStep,
};
