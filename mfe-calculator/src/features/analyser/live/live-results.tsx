import { memo, useId, type ReactNode } from 'react';
import { type DealAnalysis } from '../../results/deal-analysis.js';
import { ResultsView } from '../../results/results-view.js';
import { useAnalyserFormContext } from '../form/analyser-form.js';
import { StaleNotice } from './stale-notice.js';
import { useLiveAnalysis } from './use-live-analysis.js';

interface LiveResultsProps {
  /** The section's id, for the "Jump to the results" link. */
  id: string;
  onGoToField: (path: string) => void;
  renderExtra?: (analysis: DealAnalysis) => ReactNode;
}

/**
 * The results beside (wide screens) or below (phones) the form, recomputed in the browser on every keystroke. It
 * is the only part of the page that watches every value; while the input is invalid it keeps the last valid
 * results, dimmed, with what to fix.
 */
export const LiveResults = memo(function LiveResults({ id, onGoToField, renderExtra }: LiveResultsProps) {
  const { control } = useAnalyserFormContext();
  const { analysis, stale, fieldErrors } = useLiveAnalysis(control);
  const headingId = useId();
  return (
    <section id={id} tabIndex={-1} aria-labelledby={headingId} className="min-w-0 space-y-4 outline-none">
      <h2 id={headingId} className="text-xl font-semibold">
        Results
      </h2>
      {/* Always present, so the change to "out of date" (and back) is announced once, not every keystroke. */}
      <p role="status" className="sr-only">
        {stale ? 'Results out of date' : ''}
      </p>
      {stale ? (
        <StaleNotice fieldErrors={fieldErrors} hasResult={analysis !== null} onGoToField={onGoToField} />
      ) : null}
      {analysis ? <ResultsView analysis={analysis} stale={stale} renderExtra={renderExtra} /> : null}
    </section>
  );
});
