import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { type DealAnalysis } from '../../components/results/deal-analysis.js';
import { type AnalyserForm } from './form/analyser-form.js';
import {
  AnalyserFormProvider,
  FieldPortProvider,
  type AnalyserPath,
  type FieldPort,
} from './form/field-binding.js';
import { analyserEngine } from './engine/analyser-engine-loader.js';
import { AnalyserResults, showResults } from './live/analyser-results.js';
import { AnalyserSteps, stepHeadingId } from './steps/analyser-steps.js';
import { stepOfField } from './steps/step-definitions.js';

export type GoToField = (path: string) => void;

interface AnalyserWorkspaceProps {
  /** What the fields are bound to (one object for the page's life). */
  port: FieldPort;
  /** The form, once its code has arrived (null before): the results, saving and steps 2-5 need it. */
  form: AnalyserForm | null;
  /** Above the steps: the deal's name and the save control of the page (it may send the user to a field). */
  renderSaveArea: (goToField: GoToField) => ReactNode;
  /** Below the results (the saved deal's scenarios); a stable function. */
  renderExtra?: (analysis: DealAnalysis) => ReactNode;
}

/**
 * The five-step form and its live results, shared by /calculator and /deals/:id. The form never re-renders on a
 * keystroke: only the results (which watch the values) and the one field whose error changed do.
 */
export function AnalyserWorkspace({ port, form, renderSaveArea, renderExtra }: AnalyserWorkspaceProps) {
  const [step, setStep] = useState(0);
  const idPrefix = useId();
  const resultsId = `${idPrefix}results`;
  const workspaceRef = useRef<HTMLDivElement>(null);
  // The wheel never changes a figure, in the form or the results (wheel-guard.ts); it comes with the engine.
  useEffect(() => {
    const element = workspaceRef.current;
    if (!element) return;
    let undo: (() => void) | undefined;
    let ended = false;
    analyserEngine.load().then(
      (engine) => {
        if (!ended) undo = engine.keepWheelOffNumbers(element);
      },
      // The results say when the engine did not arrive; the fields then just keep the browser's wheel.
      () => undefined,
    );
    return () => {
      ended = true;
      undo?.();
    };
  }, []);

  const changeStep = useCallback(
    (next: number, focusHeading = false) => {
      // Committed at once, so the step's heading is visible and can take focus.
      flushSync(() => setStep(next));
      if (focusHeading) document.getElementById(stepHeadingId(idPrefix, next))?.focus();
    },
    [idPrefix],
  );

  const goToField = useCallback<GoToField>(
    (path) => {
      const target = stepOfField(path);
      if (target !== null) flushSync(() => setStep(target));
      form?.setFocus(path as AnalyserPath);
    },
    [form],
  );

  return (
    <FieldPortProvider value={port}>
      <AnalyserFormProvider value={form}>
        {/* pb: on a phone the summary bar is fixed over the page's foot; the page ends above it. */}
        <div
          ref={workspaceRef}
          className="grid gap-8 pb-24 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:pb-0"
        >
          {/* Enter in a field must not save: saving is the explicit button's job. */}
          <form
            noValidate
            aria-label="Deal inputs"
            onSubmit={(event) => event.preventDefault()}
            className="min-w-0 space-y-6"
          >
            {/* On a phone the results come after the whole form: one step away for keyboard and thumb. */}
            <button
              type="button"
              onClick={() => showResults(resultsId)}
              className="text-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
            >
              Jump to the results
            </button>
            {renderSaveArea(goToField)}
            <AnalyserSteps step={step} onStepChange={changeStep} idPrefix={idPrefix} />
          </form>
          <AnalyserResults id={resultsId} form={form} onGoToField={goToField} renderExtra={renderExtra} />
        </div>
      </AnalyserFormProvider>
    </FieldPortProvider>
  );
}
