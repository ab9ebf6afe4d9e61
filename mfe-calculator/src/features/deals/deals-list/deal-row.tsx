import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DEAL_MODEL_NAMES, dealPath, type DealSummary } from '@pac/contracts';
import { longDate } from '@pac/deal-model';
import { Button, toast } from '@pac/ui';
import { useDuplicateDeal } from '../../../api/deals-api.js';
import { DeleteDealDialog } from '../../../components/deal-actions/delete-deal-dialog.js';
import { RefusalNotice, refusalMessage } from '../../../components/deal-actions/refusal-notice.js';
import { headlineTexts } from './deal-headline.js';
import { RenameDealField } from './rename-deal-field.js';

interface DealRowProps {
  deal: DealSummary;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDeleted: () => void;
}

/** One saved deal in the list: its name and figures, the compare checkbox, rename, duplicate and delete. */
export function DealRow({ deal, selected, onSelect, onDeleted }: DealRowProps) {
  const [renaming, setRenaming] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const duplicate = useDuplicateDeal();
  const checkboxId = useId();
  const renameButtonId = useId();
  const wasRenaming = useRef(false);

  // Leaving the name field (saved or cancelled) puts the keyboard back on Rename, not at the top of the page.
  useEffect(() => {
    if (wasRenaming.current && !renaming) document.getElementById(renameButtonId)?.focus();
    wasRenaming.current = renaming;
  }, [renaming, renameButtonId]);

  const copyDeal = () =>
    duplicate.mutate(deal.id, {
      onSuccess: (copy) => toast.success(`Saved a copy: "${copy.name}".`),
      onError: (error) => toast.error(refusalMessage(error)),
    });

  return (
    <li className="space-y-3 rounded-lg border border-border bg-surface p-4" data-testid="deal-row">
      <div className="min-w-0">
        {renaming ? (
          <RenameDealField deal={deal} onDone={() => setRenaming(false)} />
        ) : (
          <h2 className="text-lg font-semibold break-words">
            <Link to={dealPath(deal.id)} className="text-primary underline-offset-4 hover:underline">
              {deal.name}
            </Link>
          </h2>
        )}
        <p className="text-sm text-muted-foreground">
          {DEAL_MODEL_NAMES[deal.model]} · Updated {longDate(new Date(deal.updatedAt))}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {headlineTexts(deal.kpis).map(({ label, value }) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={checkboxId}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <input
            id={checkboxId}
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            className="h-4 w-4 accent-primary"
          />
          Compare <span className="sr-only">{deal.name}</span>
        </label>
        {renaming ? null : (
          <Button
            id={renameButtonId}
            size="sm"
            variant="outline"
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${deal.name}`}
          >
            Rename
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={copyDeal}
          disabled={duplicate.isPending}
          aria-busy={duplicate.isPending}
          aria-label={`Duplicate ${deal.name}`}
        >
          {duplicate.isPending ? 'Duplicating…' : 'Duplicate'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive"
          onClick={() => setConfirmingDelete(true)}
          aria-label={`Delete ${deal.name}`}
        >
          Delete
        </Button>
      </div>
      {duplicate.isError ? <RefusalNotice error={duplicate.error} /> : null}
      <DeleteDealDialog
        deal={deal}
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={onDeleted}
      />
    </li>
  );
}
