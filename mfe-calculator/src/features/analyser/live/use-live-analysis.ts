import { useMemo, useState, useSyncExternalStore } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { type DealFieldErrors, type DealInput } from '@pac/contracts';
import { type DealAnalysis } from '../../../components/results/deal-analysis.js';
import { resetCount, subscribeResets } from '../form/analyser-form.js';
import { copyFormValues, type AnalyserValues, type ResultValues } from '../form/analyser-values.js';
import { analyseValues } from './analyse-values.js';

export interface ShownAnalysis {
  /** The current analysis, or while the input is invalid the last valid one (null if there never was one). */
  analysis: DealAnalysis | null;
  /** The input is invalid: what is shown is out of date. */
  stale: boolean;
  fieldErrors: DealFieldErrors;
}

const NO_ERRORS: DealFieldErrors = {};

/** What the results depend on: every value but the deal's name (typing a name recomputes nothing). */
function resultInputs({ name: _name, ...values }: AnalyserValues): ResultValues {
  return copyFormValues(values);
}

/**
 * Recomputes on every change of the form, in the component that shows the results (not at the form's top, which
 * would re-render every field). `useWatch` hands over a deep copy only when a value really changed (its compute
 * result is compared deeply), so the memo below runs once per edit.
 */
export function useLiveAnalysis(control: Control<AnalyserValues, unknown, DealInput>): ShownAnalysis {
  const values = useWatch({ control, compute: resultInputs });
  const current = useMemo(() => analyseValues(values), [values]);
  const [lastValid, setLastValid] = useState<DealAnalysis | null>(current.valid ? current : null);
  const resets = useSyncExternalStore(subscribeResets, () => resetCount(control));
  const [resetsSeen, setResetsSeen] = useState(resets);
  // Remembering the last valid analysis while rendering (React's "store information from previous renders"); a
  // form put back to other values starts with none.
  if (resets !== resetsSeen) {
    setResetsSeen(resets);
    setLastValid(current.valid ? current : null);
  } else if (current.valid && current !== lastValid) setLastValid(current);
  return current.valid
    ? { analysis: current, stale: false, fieldErrors: NO_ERRORS }
    : { analysis: lastValid, stale: true, fieldErrors: current.fieldErrors };
}
