import { Input, Label, cn } from '@pac/ui';
import { useFieldError, useFieldPort, type AnalyserPath } from './field-binding.js';
import { describedBy, useFieldIds } from './field-ids.js';
import { useFieldHelp } from './field-help.js';
import { FieldMessages } from './field-message.js';
import { fieldTitle } from './field-titles.js';

interface ChoiceProps {
  name: AnalyserPath;
  label?: string;
  help?: string;
  /** As NumberField's: one path re-validates that field alone. */
  deps?: AnalyserPath | AnalyserPath[];
  className?: string;
}

const toNumber = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

/** A drop-down of fixed choices (nation, model, VAT status…); `numeric` for months stored as numbers. */
export function SelectField({
  name,
  label,
  help,
  deps,
  className,
  options,
  numeric = false,
}: ChoiceProps & { options: readonly { value: string | number; label: string }[]; numeric?: boolean }) {
  const { register } = useFieldPort();
  const error = useFieldError(name);
  const ids = useFieldIds();
  const defaultHelp = useFieldHelp(name);
  const helpText = help ?? defaultHelp;
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={ids.input} className="block leading-snug">
        {label ?? fieldTitle(name)}
      </Label>
      <select
        id={ids.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(helpText && ids.help, error && ids.error)}
        className="flex h-10 w-full rounded-md border border-border bg-surface px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        {...register(name, { deps, ...(numeric ? { setValueAs: toNumber } : {}) })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages helpId={ids.help} help={helpText} errorId={ids.error} error={error} />
    </div>
  );
}

/** A yes/no setting (Greater London, additional property, count the deposit…). */
export function CheckboxField({ name, label, help, deps, className }: ChoiceProps) {
  const { register } = useFieldPort();
  const error = useFieldError(name);
  const ids = useFieldIds();
  const defaultHelp = useFieldHelp(name);
  const helpText = help ?? defaultHelp;
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-start gap-2">
        <input
          id={ids.input}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(helpText && ids.help, error && ids.error)}
          className="mt-0.5 h-4 w-4 shrink-0 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          {...register(name, { deps })}
        />
        <Label htmlFor={ids.input} className="leading-snug">
          {label ?? fieldTitle(name)}
        </Label>
      </div>
      <FieldMessages helpId={ids.help} help={helpText} errorId={ids.error} error={error} />
    </div>
  );
}

/** A free-text field (the deal's name, a partner's name). */
export function TextField({ name, label, help, className }: ChoiceProps) {
  const { register } = useFieldPort();
  const error = useFieldError(name);
  const ids = useFieldIds();
  const defaultHelp = useFieldHelp(name);
  const helpText = help ?? defaultHelp;
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={ids.input} className="block leading-snug">
        {label ?? fieldTitle(name)}
      </Label>
      <Input
        id={ids.input}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(helpText && ids.help, error && ids.error)}
        className={error ? 'border-destructive' : undefined}
        {...register(name)}
      />
      <FieldMessages helpId={ids.help} help={helpText} errorId={ids.error} error={error} />
    </div>
  );
}
