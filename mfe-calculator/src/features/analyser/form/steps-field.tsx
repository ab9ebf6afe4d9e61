import { Label, cn } from '@pac/ui';
import {
  errorMessageAt,
  useErrorSummary,
  useFieldPort,
  valueAt,
  type AnalyserPath,
} from './field-binding.js';
import { useFieldHelp } from './field-help.js';
import { describedBy, useFieldIds } from './field-ids.js';
import { FieldMessages } from './field-message.js';
import { fieldTitle } from './field-titles.js';

/**
 * A list of numbers typed as "-20, -10, 0, 10, 20" (a typographic minus or semicolons too). Empty is undefined
 * (the schema's default steps); a part that is not a number stays NaN, so the schema names the field.
 */
export function stepsFromInput(value: unknown): number[] | undefined {
  if (Array.isArray(value)) return value as number[];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value
    .split(/[,;]/)
    .map((part) => part.trim().replace(/^\u2212/, '-'))
    .filter((part) => part !== '')
    .map((part) => (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(part) ? Number(part) : Number.NaN));
}

/** The list's own message (how many steps) or else the first step's (its range). */
export function firstStepsError(errors: unknown, path: string): string | undefined {
  const own = errorMessageAt(errors, path);
  if (own) return own;
  const node = valueAt(errors, path);
  if (typeof node !== 'object' || node === null) return undefined;
  for (const key of Object.keys(node))
    if (/^\d+$/.test(key)) {
      const message = errorMessageAt(node, key);
      if (message) return message;
    }
  return undefined;
}

export interface StepsFieldProps {
  name: AnalyserPath;
  /** What each step is: "% of the rate" or "points". */
  unit: string;
  /** Shown while empty: the default steps. */
  placeholder: string;
}

/** The sensitivity grid's steps along one axis, as one text field with its unit, help and error. */
export function StepsField({ name, unit, placeholder }: StepsFieldProps) {
  const { register } = useFieldPort();
  const ids = useFieldIds();
  const help = useFieldHelp(name);
  const error = useErrorSummary((errors) => firstStepsError(errors, name));
  return (
    <div className="space-y-1">
      <Label htmlFor={ids.input} className="block leading-snug">
        {fieldTitle(name)}
      </Label>
      <div
        className={cn(
          'flex h-10 items-center rounded-md border bg-surface text-sm focus-within:ring-2 focus-within:ring-ring',
          error ? 'border-destructive' : 'border-border',
        )}
      >
        <input
          id={ids.input}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids.unit, help && ids.help, error && ids.error)}
          className="h-full w-full min-w-0 bg-transparent px-2 text-foreground tabular-nums outline-none placeholder:text-muted-foreground"
          {...register(name, { setValueAs: stepsFromInput })}
        />
        <span id={ids.unit} className="whitespace-nowrap pr-3 text-muted-foreground">
          {unit}
        </span>
      </div>
      <FieldMessages helpId={ids.help} help={help} errorId={ids.error} error={error} />
    </div>
  );
}
