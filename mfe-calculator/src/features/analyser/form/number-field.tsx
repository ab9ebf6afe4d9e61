import { type ReactNode } from 'react';
import { Label, cn } from '@pac/ui';
import { EXAMPLE_MARK_TEXTS } from '../../../texts.js';
import { useExampleMark } from './example-marks.js';
import { numberFromInput, type AnalyserPath } from './field-binding.js';
import { useFieldParts } from './field-parts.js';
import { fieldTitle } from './field-titles.js';
import { schemaDefaultText } from './schema-defaults.js';

export type FieldUnit = 'pounds' | 'percent' | 'points' | 'nights' | 'months' | 'years' | 'none';

const SUFFIX: Record<FieldUnit, string> = {
  pounds: '',
  percent: '%',
  points: 'points',
  nights: 'nights',
  months: 'months',
  years: 'years',
  none: '',
};
const SPOKEN_UNIT: Record<FieldUnit, string> = {
  pounds: 'pounds',
  percent: 'percent',
  points: 'percentage points',
  nights: 'nights',
  months: 'months',
  years: 'years',
  none: '',
};

export interface NumberFieldProps {
  name: AnalyserPath;
  unit: FieldUnit;
  /** Money per night, stay or month: "£ … a night"; growth "% a year". */
  per?: 'night' | 'stay' | 'month' | 'year';
  /** In a row of twelve months: no visible unit (the row's legend says it). */
  compact?: boolean;
  /** Defaults to fieldTitle(name); pass a visible short form with a full name for screen readers. */
  label?: ReactNode;
  /** Defaults to the field's help line (field-help.ts); '' for none (a row of twelve months has one help line). */
  help?: string;
  /**
   * Fields whose cross-field rules this one changes (percentage total, loan above price…). One path where
   * possible: a single dependency re-validates that field alone, a list re-renders every field's error.
   */
  deps?: AnalyserPath | AnalyserPath[];
  className?: string;
}

/**
 * A number with its unit, help and error message. Uncontrolled (registered with the form): typing re-renders nothing
 * but this field when its error changes. An empty field is undefined, so the schema's default or "required" rule
 * decides, never a silent 0.
 */
export function NumberField({ name, unit, per, compact, label, help, deps, className }: NumberFieldProps) {
  const { register, error, ids, inputAria, messages } = useFieldParts(name, help);
  const suffix = compact ? '' : [SUFFIX[unit], per && `a ${per}`].filter(Boolean).join(' ');
  const spoken = [SPOKEN_UNIT[unit], per && `a ${per}`].filter(Boolean).join(' ');
  // A row of twelve months has no room for it (and its figures are rarely the example's).
  const marked = useExampleMark(name) && !compact;
  const markId = `${ids.input}-example`;

  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-start justify-between gap-2">
        <Label htmlFor={ids.input} className="block leading-snug">
          {label ?? fieldTitle(name)}
        </Label>
        {marked ? (
          <span className="shrink-0 rounded bg-muted px-1.5 text-xs leading-5 text-muted-foreground">
            <span aria-hidden="true">{EXAMPLE_MARK_TEXTS.mark}</span>
            <span id={markId} className="sr-only">
              {EXAMPLE_MARK_TEXTS.markSpoken}
            </span>
          </span>
        ) : null}
      </div>
      <div
        className={cn(
          'flex h-10 items-center rounded-md border bg-surface text-sm focus-within:ring-2 focus-within:ring-ring',
          error ? 'border-destructive' : 'border-border',
        )}
      >
        {unit === 'pounds' && !compact ? (
          <span aria-hidden="true" className="pl-3 text-muted-foreground">
            £
          </span>
        ) : null}
        <input
          id={ids.input}
          type="number"
          inputMode="decimal"
          step="any"
          placeholder={schemaDefaultText(name)}
          {...inputAria(spoken && ids.unit, marked && markId)}
          className="h-full w-full min-w-0 bg-transparent px-2 text-foreground tabular-nums outline-none placeholder:text-muted-foreground"
          {...register(name, { setValueAs: numberFromInput, deps })}
        />
        {suffix ? (
          <span aria-hidden="true" className="whitespace-nowrap pr-3 text-muted-foreground">
            {suffix}
          </span>
        ) : null}
        {spoken ? (
          <span id={ids.unit} className="sr-only">
            {spoken}
          </span>
        ) : null}
      </div>
      {messages}
    </div>
  );
}
