import { useId, useState, type KeyboardEvent } from 'react';
import { DEAL_MESSAGES } from '@pac/contracts';
import { Button, Input, Label, toast } from '@pac/ui';
import { DealsApiError, isOutOfBoundsRefusal } from '../../../api/api-error.js';
import { useUpdateDeal } from '../../../api/deals-api.js';
import { refusalMessage } from '../../../components/deal-actions/refusal-notice.js';
import { DEAL_TO_CORRECT_TEXTS } from '../../../texts.js';

interface RenameDealFieldProps {
  deal: { id: string; name: string };
  /** Leaves editing: after a save, or on Cancel / Escape. */
  onDone: () => void;
}

/**
 * The service's words for the name: its field error when it has one, else its message. A deal saved with values the
 * input bounds now refuse is renamed in its editor, where those are corrected (a name alone is refused: 422).
 */
function nameError(error: unknown): string {
  if (isOutOfBoundsRefusal(error)) return DEAL_TO_CORRECT_TEXTS.renameAfterCorrecting;
  if (error instanceof DealsApiError) return error.fieldErrors['name'] ?? error.message;
  return refusalMessage(error);
}

/** Renames a deal in place (a PUT with the name only; not counted): Enter saves, Escape cancels. */
export function RenameDealField({ deal, onDone }: RenameDealFieldProps) {
  const [name, setName] = useState(deal.name);
  const [localError, setLocalError] = useState<string | null>(null);
  const update = useUpdateDeal();
  const fieldId = useId();
  const errorId = useId();
  const error = localError ?? (update.isError ? nameError(update.error) : null);

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setLocalError(DEAL_MESSAGES.nameRequired);
      return;
    }
    setLocalError(null);
    if (trimmed === deal.name) {
      onDone();
      return;
    }
    update.mutate(
      { id: deal.id, name: trimmed },
      {
        onSuccess: (saved) => {
          toast.success(`Renamed to "${saved.name}".`);
          onDone();
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <div className="space-y-1">
      <Label htmlFor={fieldId}>New name for {deal.name}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={fieldId}
          value={name}
          autoFocus
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          className="sm:flex-1"
        />
        <div className="flex gap-2">
          <Button size="sm" onClick={save} disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
