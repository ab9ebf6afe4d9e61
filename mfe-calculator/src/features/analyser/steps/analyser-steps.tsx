import { Suspense, memo } from 'react';
import { useAnalyserFormOrNull } from '../form/field-binding.js';
import { FieldHelpProvider } from '../form/field-help.js';
import { laterSteps } from './later-steps-loader.js';
import { PropertyStep } from './property-step.js';
import { ANALYSER_STEPS, type AnalyserStep } from './step-definitions.js';
import { StepNav } from './step-nav.js';
import { StepSection } from './step-section.js';
import { ExampleStartNote } from '../form/example-start-note.js';

export const stepHeadingId = (prefix: string, index: number) => `${prefix}step-${index + 1}`;

interface AnalyserStepsProps {
  step: number;
  onStepChange: (step: number, focusHeading?: boolean) => void;
  /** Unique per page (useId), for the step headings' ids. */
  idPrefix: string;
}

/**
 * The five steps of the form: the navigation and the open step. Only the open step is rendered (the first paint
 * and each keystroke stay small); the form keeps the values and errors of the others. Memoised: it renders again
 * only when the step changes, never on a keystroke (the fields are uncontrolled and each one subscribes to its own
 * error).
 */
export const AnalyserSteps = memo(function AnalyserSteps({
  step,
  onStepChange,
  idPrefix,
}: AnalyserStepsProps) {
  const definition = ANALYSER_STEPS[step] ?? ANALYSER_STEPS[0]!;
  return (
    <div className="space-y-6">
      <StepNav step={step} onStepChange={onStepChange} />
      <ExampleStartNote />
      <StepSection
        key={definition.id}
        index={step}
        headingId={stepHeadingId(idPrefix, step)}
        onStepChange={onStepChange}
      >
        {definition.id === 'property' ? <PropertyStep /> : <LaterStep id={definition.id} />}
      </StepSection>
    </div>
  );
});

const stepPending = <p className="text-sm text-muted-foreground">Loading this step…</p>;

/** Steps 2-5 arrive with the form's code, right after the first paint (and their fields need the form). */
function LaterStep({ id }: { id: Exclude<AnalyserStep['id'], 'property'> }) {
  const form = useAnalyserFormOrNull();
  if (!form) return stepPending;
  return (
    <Suspense fallback={stepPending}>
      <LaterStepContent id={id} />
    </Suspense>
  );
}

function LaterStepContent({ id }: { id: Exclude<AnalyserStep['id'], 'property'> }) {
  const { LATER_STEP_CONTENT, LATER_STEP_HELP } = laterSteps.use();
  const Content = LATER_STEP_CONTENT[id];
  return (
    <FieldHelpProvider value={LATER_STEP_HELP}>
      <Content />
    </FieldHelpProvider>
  );
}
