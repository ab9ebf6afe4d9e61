import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { type FieldPath, type UseFormRegisterReturn } from 'react-hook-form';
import { type AnalyserForm } from './analyser-form.js';
import { type AnalyserValues } from './analyser-values.js';

// Types only from react-hook-form and analyser-form.ts: this module is part of the analyser's first paint, which
// comes before the form library (and the schema) have arrived.

export type AnalyserPath = FieldPath<AnalyserValues>;

export interface FieldOptions {
  /** The value kept for what the input holds (numbers: `numberFromInput`). */
  setValueAs?: (value: unknown) => unknown;
  /** Fields whose rules this one changes, validated again with it (react-hook-form's `deps`). */
  deps?: AnalyserPath | AnalyserPath[];
}

export type FieldProps = UseFormRegisterReturn<AnalyserPath>;

/**
 * What the fields need from the form: their input's props, a value to follow, an error to show. On /calculator it
 * answers itself until react-hook-form has arrived, then through it (AnalyserFieldPort).
 */
export interface FieldPort {
  register: (name: AnalyserPath, options?: FieldOptions) => FieldProps;
  valueOf: (path: string) => unknown;
  /** Calls back after a change of the value at `path` (or under it); returns the unsubscribe. */
  subscribeValue: (path: string, onChange: () => void) => () => void;
  /** The error tree (react-hook-form's shape: `{ seasons: { low: { rate: { message } } } }`). */
  errors: () => unknown;
  /** Calls back after a change of the errors of `path` (every path if undefined); returns the unsubscribe. */
  subscribeErrors: (path: string | undefined, onChange: () => void) => () => void;
}

const PortContext = createContext<FieldPort | null>(null);
const FormContext = createContext<AnalyserForm | null>(null);

/** The fields' port: one object for the page's whole life, so a field never renders again because of it. */
export const FieldPortProvider = PortContext.Provider;
/** The react-hook-form form once its code has arrived (null before): saving, lists, the live results. */
export const AnalyserFormProvider = FormContext.Provider;

export function useFieldPort(): FieldPort {
  const port = useContext(PortContext);
  if (!port) throw new Error('An analyser field is rendered outside AnalyserWorkspace');
  return port;
}

/** The form, or null while its code has not arrived. */
export const useAnalyserFormOrNull = () => useContext(FormContext);

/** The form, in parts of the page that render only once it has arrived (they throw before: a wiring mistake). */
export function useReadyForm(): AnalyserForm {
  const form = useContext(FormContext);
  if (!form) throw new Error('This part of the analyser needs the form, which has not arrived yet');
  return form;
}

/** The value at a dotted path (`seasons.low.rate`, `partners.members.1`), undefined where there is none. */
export function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A field error's message, including a list's own error (`partners.members`: the profit-share total). */
export function errorMessageAt(errors: unknown, path: string): string | undefined {
  const error = valueAt(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The current error of one field. Re-renders only when that field's message changes, so a keystroke elsewhere
 * never re-renders this field.
 */
export function useFieldError(path: string): string | undefined {
  const port = useFieldPort();
  const subscribe = useCallback((onChange: () => void) => port.subscribeErrors(path, onChange), [port, path]);
  return useSyncExternalStore(subscribe, () => errorMessageAt(port.errors(), path));
}

/** Any value in the errors' tree, reduced by `select` to something compared by value (a string, a boolean). */
export function useErrorSummary<T>(select: (errors: unknown) => T): T {
  const port = useFieldPort();
  const subscribe = useCallback((onChange: () => void) => port.subscribeErrors(undefined, onChange), [port]);
  return useSyncExternalStore(subscribe, () => select(port.errors()));
}

const same = (value: unknown) => value;

/**
 * A value of the form to follow (the model, the VAT status), optionally reduced by `select` to a primitive (whether
 * a block is switched on): the component re-renders only when that result changes.
 */
export function useFieldValue<T = unknown>(path: string, select: (value: unknown) => T = same as never): T {
  const port = useFieldPort();
  const subscribe = useCallback((onChange: () => void) => port.subscribeValue(path, onChange), [port, path]);
  return useSyncExternalStore(subscribe, () => select(port.valueOf(path)));
}

/** An empty number field is undefined (the schema's default or "required" applies), never 0 or NaN. */
export function numberFromInput(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
