import { type DealFieldErrors } from '@pac/contracts';
import { type AnalyserForm, type AnalyserPath } from '../form/analyser-form.js';

/**
 * A 400's `fieldErrors` (keyed `input.<path>` by /api/deals) put on the form's fields; a key for the whole body
 * lands on the deal's name. Returns the first field, for the page to show.
 */
export function applyServerFieldErrors(form: AnalyserForm, fieldErrors: DealFieldErrors): string | null {
  let first: string | null = null;
  for (const [key, message] of Object.entries(fieldErrors)) {
    const path = key === 'input' || !key.startsWith('input.') ? 'name' : key.slice('input.'.length);
    form.setError(path as AnalyserPath, { type: 'server', message });
    first ??= path;
  }
  return first;
}
