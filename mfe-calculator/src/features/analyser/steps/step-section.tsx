import { type ReactNode } from 'react';
import { Button } from '@pac/ui';
import { ANALYSER_STEPS } from './step-definitions.js';

interface StepSectionProps {
  index: number;
  headingId: string;
  /** `focusHeading`: Back and Next move focus to the new step's heading, so keyboard users carry on from there. */
  onStepChange: (step: number, focusHeading?: boolean) => void;
  children: ReactNode;
}

/** The open step of the analyser: its heading, its fields, and Back and Next. */
export function StepSection({ index, headingId, onStepChange, children }: StepSectionProps) {
  const step = ANALYSER_STEPS[index];
  const previous = ANALYSER_STEPS[index - 1];
  const next = ANALYSER_STEPS[index + 1];
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
          <Button variant="secondary" onClick={() => onStepChange(index + 1, true)}>
            Next: {next.title}
          </Button>
        ) : null}
      </div>
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
