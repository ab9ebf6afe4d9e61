import { parseDealInput } from '@pac/contracts';
import { analyseDeal } from '@pac/deal-model';
import { liveDraftOf, type AnalyserValues } from '../form/analyser-values.js';

/** Everything of the analyser that needs the schema or the model, loaded as one part after the first paint. */
export { analyserResolver } from '../form/analyser-resolver.js';
export { LiveResults } from '../live/live-results.js';
export { ScenarioPanel } from '../../../components/scenarios/scenario-panel.js';
// Not needed for the first paint: the wheel guard and Next's check of a step.
export { keepWheelOffNumbers } from '../form/wheel-guard.js';
export { firstErrorUnder } from '../steps/first-error-under.js';

/** The cash invested of the current figures (0 while they are invalid): a partnership's starting capital. */
export function cashInvestedOf(values: AnalyserValues): number {
  const parsed = parseDealInput(liveDraftOf(values));
  return parsed.success ? analyseDeal(parsed.input).cashInvested.total : 0;
}
