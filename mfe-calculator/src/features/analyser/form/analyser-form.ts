import {
  get,
  useForm,
  useFormContext,
  useFormState,
  type FieldError,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form';
import { type DealInput } from '@pac/contracts';
import { analyserResolver } from './analyser-resolver.js';
import { type AnalyserValues } from './analyser-values.js';

export type AnalyserForm = UseFormReturn<AnalyserValues, unknown, DealInput>;
export type AnalyserPath = FieldPath<AnalyserValues>;

/**
 * The one form of the analyser. Errors appear as the user types (mode onChange) with the schema's messages; focus
 * on an error is moved by the page, which first opens the step the field is in.
 */
export function useAnalyserForm(defaultValues: AnalyserValues): AnalyserForm {
  return useForm<AnalyserValues, unknown, DealInput>({
    defaultValues,
    resolver: analyserResolver,
    mode: 'onChange',
    shouldFocusError: false,
  });
}

export const useAnalyserFormContext = () => useFormContext<AnalyserValues, unknown, DealInput>();

/** A field error's message, including a list's own error (`partners.members`: the profit-share total). */
export function errorMessageAt(errors: unknown, path: string): string | undefined {
  const error = get(errors, path) as (FieldError & { root?: FieldError }) | undefined;
  return error?.message ?? error?.root?.message;
}

/**
 * The current error of one field. Subscribes to that field's part of the form state only, so a keystroke elsewhere
 * never re-renders this field.
 */
export function useFieldError(path: string): string | undefined {
  const { control } = useAnalyserFormContext();
  const { errors } = useFormState({ control, name: path as AnalyserPath });
  return errorMessageAt(errors, path);
}

/** An empty number field is undefined (the schema's default or "required" applies), never 0 or NaN. */
export function numberFromInput(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
