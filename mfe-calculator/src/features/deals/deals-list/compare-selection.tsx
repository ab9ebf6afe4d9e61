import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@pac/ui';
import { MAX_COMPARED, MIN_COMPARED, comparePath } from '../compare/compare-ids.js';

/** "Compare" for the ticked deals: open for 2 to 4, otherwise disabled with the reason beside it. */
export function CompareSelection({ ids, onClear }: { ids: readonly string[]; onClear: () => void }) {
  const navigate = useNavigate();
  const hintId = useId();
  const ready = ids.length >= MIN_COMPARED && ids.length <= MAX_COMPARED;
  const hint =
    ids.length > MAX_COMPARED
      ? `${ids.length} selected: compare at most ${MAX_COMPARED} deals at a time.`
      : `${ids.length} selected: tick ${MIN_COMPARED} to ${MAX_COMPARED} deals to compare them.`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        onClick={() => navigate(comparePath(ids))}
        disabled={!ready}
        aria-describedby={ready ? undefined : hintId}
      >
        Compare{ready ? ` ${ids.length} deals` : ''}
      </Button>
      {ready ? null : (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {ids.length > 0 ? (
        <Button variant="link" size="sm" onClick={onClear}>
          Clear selection
        </Button>
      ) : null}
    </div>
  );
}
