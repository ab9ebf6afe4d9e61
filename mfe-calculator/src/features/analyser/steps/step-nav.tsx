import { cn } from '@pac/ui';
import { errorMessageAt, useErrorSummary } from '../form/field-binding.js';
import { ANALYSER_STEPS } from './step-definitions.js';

interface StepNavProps {
  step: number;
  onStepChange: (step: number) => void;
}

/**
 * The five steps as buttons a user moves between freely (any order), all five in view at any width (the phone's
 * strip shows short names); the current one is marked for assistive
 * technology, and a step with an error on one of its fields says so. Re-renders only when an error changes.
 */
export function StepNav({ step, onStepChange }: StepNavProps) {
  // One flag per step, as a string: a change of some message re-renders nothing unless a step's flag changes.
  const flags = useErrorSummary((errors) =>
    ANALYSER_STEPS.map((definition) =>
      definition.fields.some((field) => hasErrorUnder(errors, field)) ? 1 : 0,
    ).join(''),
  );
  return (
    <nav aria-label="Analyser steps">
      {/* All five always in view: a row of five compact steps on a phone, wrapping full titles from sm up. */}
      <ol className="grid grid-cols-5 gap-1 sm:flex sm:flex-wrap sm:gap-2">
        {ANALYSER_STEPS.map((definition, index) => {
          const hasError = flags[index] === '1';
          const current = index === step;
          return (
            <li key={definition.id} className="min-w-0 sm:shrink-0">
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                onClick={() => onStepChange(index)}
                // `relative`: the screen-reader-only step numbers are positioned inside the scrolling row, not
                // against the page, where they would widen it on a phone.
                className={cn(
                  'relative flex h-full w-full flex-col items-center gap-1 rounded-md border px-1 py-1.5 text-center text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-auto sm:flex-row sm:gap-2 sm:px-3 sm:py-2 sm:text-left sm:text-sm',
                  current
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-surface text-foreground hover:bg-muted',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs',
                    current ? 'bg-primary-foreground text-primary' : 'bg-muted text-foreground',
                  )}
                >
                  {index + 1}
                </span>
                <span className="min-w-0 max-w-full">
                  <span className="sr-only">Step {index + 1}: </span>
                  <span aria-hidden="true" className="block truncate sm:hidden">
                    {definition.shortTitle}
                  </span>
                  <span className="sr-only sm:not-sr-only">{definition.title}</span>
                  {hasError ? (
                    <>
                      <span
                        aria-hidden="true"
                        className={cn('ml-1', current ? 'text-primary-foreground' : 'text-destructive')}
                      >
                        !
                      </span>
                      <span className="sr-only"> (has errors)</span>
                    </>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Whether any error sits at or under a top-level field. */
function hasErrorUnder(errors: unknown, field: string): boolean {
  const node = (errors as Record<string, unknown> | undefined)?.[field];
  if (node === undefined) return false;
  return errorMessageAt(errors, field) !== undefined || containsMessage(node);
}

function containsMessage(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (typeof (node as { message?: unknown }).message === 'string') return true;
  return Object.entries(node).some(([key, child]) => key !== 'ref' && containsMessage(child));
}
