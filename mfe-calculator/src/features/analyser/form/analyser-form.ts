import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { type DealInput } from '@pac/contracts';
import { analyserEngine } from '../engine/analyser-engine-loader.js';
import { type AnalyserValues } from './analyser-values.js';
import { type AnalyserPath } from './field-binding.js';

export type AnalyserForm = UseFormReturn<AnalyserValues, unknown, DealInput>;
export type { AnalyserPath };

/**
 * The service's schema validates the form (analyser-resolver.ts); it comes with the engine, lazily. A validation
 * that starts before the engine has arrived waits for it, so what was typed meanwhile is checked as soon as it is
 * there, and saving can never skip the schema.
 */
const analyserResolver: Resolver<AnalyserValues, unknown, DealInput> = async (values, context, options) =>
  (await analyserEngine.load()).analyserResolver(values, context, options);

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

/**
 * Puts the form back to `values` (start again, the saved state after a save). The inputs keep their registration
 * (`keepFieldsRef`) and are given the new values directly: the fields do not re-render on a reset (each follows
 * its own error only), so without it they would be left unregistered, showing the old figures.
 */
export function resetAnalyserForm(form: AnalyserForm, values: AnalyserValues): void {
  form.reset(values, { keepFieldsRef: true });
  resets.set(form.control, resetCount(form.control) + 1);
  for (const listener of resetListeners) listener();
}

/*
 * How many times each form was put back to new values: the live results forget the last valid analysis of what
 * was replaced (a blank start must not show the worked example's figures as "out of date").
 */
const resets = new WeakMap<AnalyserForm['control'], number>();
const resetListeners = new Set<() => void>();

export const resetCount = (control: AnalyserForm['control']) => resets.get(control) ?? 0;

export function subscribeResets(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}
