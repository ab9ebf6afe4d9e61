import { type ReactElement } from 'react';
import { useFieldError, useFieldPort, type AnalyserPath, type FieldPort } from './field-binding.js';
import { describedBy, useFieldIds } from './field-ids.js';
import { useFieldHelp } from './field-help.js';
import { FieldMessages } from './field-message.js';

export interface FieldParts {
  register: FieldPort['register'];
  error: string | undefined;
  ids: ReturnType<typeof useFieldIds>;
  /** The input's aria attributes; `first` (a spoken unit) is read before the help line and the error. */
  inputAria: (...first: (string | false | undefined)[]) => {
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** The help line (the one given, else the field's own) and the error, below the input. */
  messages: ReactElement;
}

/** What every analyser field is wired from: its error, its ids, its help, and the aria links between them. */
export function useFieldParts(name: AnalyserPath, help: string | undefined): FieldParts {
  const { register } = useFieldPort();
  const error = useFieldError(name);
  const ids = useFieldIds();
  const defaultHelp = useFieldHelp(name);
  const helpText = help ?? defaultHelp;
  return {
    register,
    error,
    ids,
    inputAria: (...first) => ({
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(...first, helpText && ids.help, error && ids.error),
    }),
    messages: <FieldMessages helpId={ids.help} help={helpText} errorId={ids.error} error={error} />,
  };
}
