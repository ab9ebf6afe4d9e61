import { Input, Label, cn } from '@pac/ui';
import { type AnalyserPath } from './field-binding.js';
import { useFieldParts } from './field-parts.js';
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
  const { register, ids, inputAria, messages } = useFieldParts(name, help);
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={ids.input} className="block leading-snug">
        {label ?? fieldTitle(name)}
      </Label>
      <select
        id={ids.input}
        {...inputAria()}
        className="flex h-10 w-full rounded-md border border-border bg-surface px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        {...register(name, { deps, ...(numeric ? { setValueAs: toNumber } : {}) })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {messages}
    </div>
  );
}

/** A yes/no setting (Greater London, additional property, count the deposit…). */
export function CheckboxField({ name, label, help, deps, className }: ChoiceProps) {
  const { register, ids, inputAria, messages } = useFieldParts(name, help);
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-start gap-2">
        <input
          id={ids.input}
          type="checkbox"
          {...inputAria()}
          className="mt-0.5 h-4 w-4 shrink-0 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          {...register(name, { deps })}
        />
        <Label htmlFor={ids.input} className="leading-snug">
          {label ?? fieldTitle(name)}
        </Label>
      </div>
      {messages}
    </div>
  );
}

/** A free-text field (the deal's name, a partner's name). */
export function TextField({ name, label, help, className }: ChoiceProps) {
  const { register, error, ids, inputAria, messages } = useFieldParts(name, help);
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={ids.input} className="block leading-snug">
        {label ?? fieldTitle(name)}
      </Label>
      <Input
        id={ids.input}
        autoComplete="off"
        {...inputAria()}
        className={error ? 'border-destructive' : undefined}
        {...register(name)}
      />
      {messages}
    </div>
  );
}
