import { Suspense, memo, useCallback, useId, type ReactNode } from 'react';
import { type DealAnalysis } from '../../../components/results/deal-analysis.js';
import { analyserEngine } from '../engine/analyser-engine-loader.js';
import { type AnalyserForm } from '../form/analyser-form.js';

interface AnalyserResultsProps {
  /** The section's id, for the "Jump to the results" link. */
  id: string;
  /** Null until the form's code has arrived: the results follow the form's values. */
  form: AnalyserForm | null;
  onGoToField: (path: string) => void;
  renderExtra?: (analysis: DealAnalysis) => ReactNode;
}

const pending = <p className="text-sm text-muted-foreground">Working out the results…</p>;

/** Takes the user (and the focus) to the results: from "Jump to the results" and the phone's summary bar. */
export function showResults(id: string): void {
  const results = document.getElementById(id);
  results?.focus({ preventScroll: true });
  results?.scrollIntoView({ block: 'start' });
}

/**
 * The results beside (wide screens) or below (phones) the form. On wide screens the column stays in view while the
 * form scrolls (it scrolls on its own when taller than the screen); phones get a summary bar instead. Their code
 * (the schema, the model, the tables) arrives after the form's first paint; the heading is there from the start.
 */
export const AnalyserResults = memo(function AnalyserResults({
  id,
  form,
  onGoToField,
  renderExtra,
}: AnalyserResultsProps) {
  const headingId = useId();
  const onShowResults = useCallback(() => showResults(id), [id]);
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 outline-none lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain lg:pr-2"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        Results
      </h2>
      {form ? (
        <Suspense fallback={pending}>
          <EngineResults
            form={form}
            onGoToField={onGoToField}
            onShowResults={onShowResults}
            renderExtra={renderExtra}
          />
        </Suspense>
      ) : (
        pending
      )}
    </section>
  );
});

function EngineResults(
  props: Omit<AnalyserResultsProps, 'id' | 'form'> & { form: AnalyserForm; onShowResults: () => void },
) {
  const { LiveResults } = analyserEngine.use();
  return <LiveResults {...props} />;
}
