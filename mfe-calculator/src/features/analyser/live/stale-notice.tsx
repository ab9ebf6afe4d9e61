import { type DealFieldErrors } from '@pac/contracts';
import { fieldTitle } from '../form/field-titles.js';

interface StaleNoticeProps {
  fieldErrors: DealFieldErrors;
  /** Whether an older, valid result is still shown below. */
  hasResult: boolean;
  onGoToField: (path: string) => void;
}

/**
 * Why the results stopped following the form: every field error of the input, each a button that opens the step of
 * its field and puts the cursor in it (an error may sit in a step that is not open).
 */
export function StaleNotice({ fieldErrors, hasResult, onGoToField }: StaleNoticeProps) {
  const entries = Object.entries(fieldErrors);
  return (
    <div className="space-y-2 rounded-lg border border-destructive bg-red-50 p-4 text-sm text-foreground">
      <p className="font-semibold">
        {hasResult
          ? 'These results are out of date: they are for your last valid figures.'
          : 'Results appear once the figures are valid.'}
      </p>
      <p>{entries.length === 1 ? 'Fix this field to update them:' : 'Fix these fields to update them:'}</p>
      <ul className="list-disc space-y-1 pl-5">
        {entries.map(([path, message]) => (
          <li key={path}>
            <button
              type="button"
              onClick={() => onGoToField(path)}
              className="font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {fieldTitle(path)}
            </button>
            : {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
