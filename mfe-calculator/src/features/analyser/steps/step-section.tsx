import { useState, type ReactNode } from 'react';
import { Button } from '@pac/ui';
import { analyserEngine } from '../engine/analyser-engine-loader.js';
import { useAnalyserFormOrNull, useFieldPort, type AnalyserPath } from '../form/field-binding.js';
import { ANALYSER_STEPS } from './step-definitions.js';

/** Said under Next when the open step has fields to fix (each is marked beside it; the first gets the cursor). */
export const FIX_THIS_STEP = 'Fix the marked fields in this step to go on.';

interface StepSectionProps {
  index: number;
  headingId: string;
  /** `focusHeading`: Back and Next move focus to the new step's heading, so keyboard users carry on from there. */
  onStepChange: (step: number, focusHeading?: boolean) => void;
  children: ReactNode;
}

/**
 * The open step of the analyser: its heading, its fields, and Back and Next. Next checks the step first: with a
 * field at fault it stays, marks every one and puts the cursor in the first (the step strip still opens any step).
 */
export function StepSection({ index, headingId, onStepChange, children }: StepSectionProps) {
  const step = ANALYSER_STEPS[index];
  const previous = ANALYSER_STEPS[index - 1];
  const next = ANALYSER_STEPS[index + 1];
  const form = useAnalyserFormOrNull();
  const port = useFieldPort();
  const [mustFix, setMustFix] = useState(false);

  const goNext = async () => {
    if (form && step) {
      const valid = await form.trigger(step.fields as AnalyserPath[]);
      // The port's tree is the live one (the form's formState is this render's snapshot).
      const first = valid ? null : (await analyserEngine.load()).firstErrorUnder(port.errors(), step.fields);
      if (first) {
        setMustFix(true);
        form.setFocus(first as AnalyserPath);
        return;
      }
    }
    setMustFix(false);
    onStepChange(index + 1, true);
  };
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2
        id={headingId}
        tabIndex={-1}
        className="rounded text-xl font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="block text-sm font-medium text-muted-foreground">
          Step {index + 1} of {ANALYSER_STEPS.length}
        </span>
        {step?.title}
      </h2>
      {children}
      <div className="flex flex-wrap justify-between gap-2 border-t border-border pt-4">
        {previous ? (
          <Button variant="outline" onClick={() => onStepChange(index - 1, true)}>
            Back: {previous.title}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button variant="secondary" onClick={() => void goNext()}>
            Next: {next.title}
          </Button>
        ) : null}
      </div>
      {mustFix ? (
        <p role="alert" className="text-right text-sm font-medium text-destructive">
          {FIX_THIS_STEP}
        </p>
      ) : null}
    </section>
  );
}

/** A titled group of fields inside a step. */
export function FieldGroup({
  legend,
  description,
  children,
  className,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      <div className={className ?? 'grid gap-4 sm:grid-cols-2'}>{children}</div>
    </fieldset>
  );
}
