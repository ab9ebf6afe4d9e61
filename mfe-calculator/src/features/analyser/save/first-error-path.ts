import { parseDealInput } from '@pac/contracts';
import { dealDraftOf } from '../form/analyser-values.js';
import { type AnalyserForm } from '../form/analyser-form.js';

/** The first field to fix, in the schema's order of checks, for the page to open its step and focus it. */
export function firstErrorPath(form: AnalyserForm): string | null {
  const parsed = parseDealInput(dealDraftOf(form.getValues()));
  return parsed.success ? null : (Object.keys(parsed.fieldErrors)[0] ?? null);
}

/** Said when Save finds the figures invalid (the first field to fix gets the focus). */
export const FIX_BEFORE_SAVING = 'Some figures need fixing before this analysis can be saved.';
