import { DEAL_TIERS, MONTH_NAMES, TIER_NAMES } from '@pac/contracts';
import { Label } from '@pac/ui';
import { useFieldError, useFieldPort, type AnalyserPath } from '../form/field-binding.js';
import { describedBy, useFieldIds } from '../form/field-ids.js';
import { FieldGroup } from './step-section.js';

const TIER_RATES: AnalyserPath[] = DEAL_TIERS.map((tier) => `seasons.${tier}.rate` as const);
const TIER_OPTIONS = DEAL_TIERS.map((tier) => ({ value: tier, label: TIER_NAMES[tier] }));

/**
 * Which demand tier each calendar month is in: twelve Low/Medium/High choices. A tier that gains its first month
 * needs a rate, so each choice re-checks the three rates.
 */
export function MonthTierPicker() {
  return (
    <FieldGroup
      legend="Demand tier of each month"
      description="Each month takes its tier's nightly rate, occupancy and average stay."
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
    >
      {MONTH_NAMES.map((month, index) => (
        <MonthTier key={month} month={month} path={`seasons.tierOfMonth.${index}`} />
      ))}
    </FieldGroup>
  );
}

function MonthTier({ month, path }: { month: string; path: AnalyserPath }) {
  const { register } = useFieldPort();
  const error = useFieldError(path);
  const ids = useFieldIds();
  return (
    <div className="space-y-1">
      <Label htmlFor={ids.input} className="block">
        {month}
        <span className="sr-only"> demand tier</span>
      </Label>
      <select
        id={ids.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && ids.error)}
        className="flex h-10 w-full rounded-md border border-border bg-surface px-2 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        {...register(path, { deps: TIER_RATES })}
      >
        {TIER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={ids.error} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
