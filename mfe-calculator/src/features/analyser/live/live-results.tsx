import { memo, type ReactNode } from 'react';
import { type DealAnalysis } from '../../../components/results/deal-analysis.js';
import { ResultsView } from '../../../components/results/results-view.js';
import { type AnalyserForm } from '../form/analyser-form.js';
import { ResultsSummaryBar } from './results-summary-bar.js';
import { StaleNotice } from './stale-notice.js';
import { useLiveAnalysis } from './use-live-analysis.js';

interface LiveResultsProps {
  form: AnalyserForm;
  onGoToField: (path: string) => void;
  onShowResults: () => void;
  renderExtra?: (analysis: DealAnalysis) => ReactNode;
}

/**
 * The results, recomputed in the browser on every keystroke: the only part of the page that watches every value.
 * While the input is invalid it keeps the last valid results, dimmed, with what to fix.
 */
export const LiveResults = memo(function LiveResults({
  form,
  onGoToField,
  onShowResults,
  renderExtra,
}: LiveResultsProps) {
  const { analysis, stale, fieldErrors } = useLiveAnalysis(form.control);
  return (
    <>
      {/* Always present, so the change to "out of date" (and back) is announced once, not every keystroke. */}
      <p role="status" className="sr-only">
        {stale ? 'Results out of date' : ''}
      </p>
      {stale ? (
        <StaleNotice fieldErrors={fieldErrors} hasResult={analysis !== null} onGoToField={onGoToField} />
      ) : null}
      {analysis ? (
        <>
          <ResultsView analysis={analysis} stale={stale} renderExtra={renderExtra} />
          <ResultsSummaryBar
            analysis={analysis}
            stale={stale}
            fieldErrors={fieldErrors}
            onGoToField={onGoToField}
            onShowResults={onShowResults}
          />
        </>
      ) : null}
    </>
  );
});
