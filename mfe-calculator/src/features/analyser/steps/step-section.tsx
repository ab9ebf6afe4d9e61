import { useState, type ReactNode } from 'react';
import { Button } from '@pac/ui';
import { analyserEngine } from '../engine/analyser-engine-loader.js';
import { useAnalyserFormOrNull, useFieldPort, type AnalyserPath } from '../form/field-binding.js';
import { ANALYSER_STEPS, stepOfField } from './step-definitions.js';

/** Said under Next when the open step has fields to fix (each is marked beside it; the first gets the cursor). */
export const FIX_THIS_STEP = 'Fix the marked fields in this step to go on.';
/** Said under "Review and save" when a field in any step is at fault (its step opens, the cursor in it). */
export const FIX_BEFORE_REVIEW = 'Fix this field before saving: every step has to be valid.';

const ALL_FIELDS = ANALYSER_STEPS.flatMap((definition) => definition.fields);

interface StepSectionProps {
  index: number;
  headingId: string;
  /** `focusHeading`: Back and Next move focus to the new step's heading, so keyboard users carry on from there. */
  onStepChange: (step: number, focusHeading?: boolean) => void;
  children: ReactNode;
}

/**
 * The open step of the analyser: its heading, its fields, and Back and Next (on the last step "Review and save").
 * Next checks the step first: with a field at fault it stays, marks every one and puts the cursor in the first (the
 * step strip still opens any step). "Review and save" checks every step and ends at the deal's name and Save.
 */
export function StepSection({ index, headingId, onStepChange, children }: StepSectionProps) {
  const step = ANALYSER_STEPS[index];
  const previous = ANALYSER_STEPS[index - 1];
  const next = ANALYSER_STEPS[index + 1];
  const form = useAnalyserFormOrNull();
  const port = useFieldPort();
  const [mustFix, setMustFix] = useState<string | null>(null);

  const goNext = async () => {
    if (form && step) {
      const valid = await form.trigger(step.fields as AnalyserPath[]);
      // The port's tree is the live one (the form's formState is this render's snapshot).
      const first = valid ? null : (await analyserEngine.load()).firstErrorUnder(port.errors(), step.fields);
      if (first) {
        setMustFix(FIX_THIS_STEP);
        form.setFocus(first as AnalyserPath);
        return;
      }
    }
    setMustFix(null);
    onStepChange(index + 1, true);
  };

  /** The last step's way on: every step checked, then the deal's name and its save button, at the page's top. */
  const review = async () => {
    if (!form) return;
    const valid = await form.trigger(ALL_FIELDS as AnalyserPath[]);
    const first = valid ? null : (await analyserEngine.load()).firstErrorUnder(port.errors(), ALL_FIELDS);
    if (first) {
      const target = stepOfField(first);
      if (target !== null && target !== index) onStepChange(target);
      setMustFix(target === index ? FIX_BEFORE_REVIEW : null);
      form.setFocus(first as AnalyserPath);
      return;
    }
    setMustFix(null);
    // The name field sits above the steps with Save beside it: focus scrolls it into view.
    form.setFocus('name');
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
        ) : (
          <Button variant="secondary" onClick={() => void review()} disabled={!form}>
            Review and save
          </Button>
        )}
      </div>
      {mustFix ? (
        <p role="alert" className="text-right text-sm font-medium text-destructive">
          {mustFix}
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
