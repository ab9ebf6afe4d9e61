import { Suspense, memo, useId, type ReactNode } from 'react';
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

/**
 * The results beside (wide screens) or below (phones) the form. Their code (the schema, the model, the tables)
 * arrives after the form's first paint; the heading is there from the start.
 */
export const AnalyserResults = memo(function AnalyserResults({
  id,
  form,
  onGoToField,
  renderExtra,
}: AnalyserResultsProps) {
  const headingId = useId();
  return (
    <section id={id} tabIndex={-1} aria-labelledby={headingId} className="min-w-0 space-y-4 outline-none">
      <h2 id={headingId} className="text-xl font-semibold">
        Results
      </h2>
      {form ? (
        <Suspense fallback={pending}>
          <EngineResults form={form} onGoToField={onGoToField} renderExtra={renderExtra} />
        </Suspense>
      ) : (
        pending
      )}
    </section>
  );
});

function EngineResults(props: Omit<AnalyserResultsProps, 'id' | 'form'> & { form: AnalyserForm }) {
  const { LiveResults } = analyserEngine.use();
  return <LiveResults {...props} />;
}
