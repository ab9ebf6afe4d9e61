import { memo } from 'react';
import { type DealFieldErrors } from '@pac/contracts';
import { headlineFigures, type HeadlineFigureKey } from '@pac/deal-model';
import { cn } from '@pac/ui';
import { type DealAnalysis } from '../../../components/results/deal-analysis.js';
import { fieldTitle } from '../form/field-titles.js';

/** What a phone keeps in view while the form fills the screen: the three figures that decide most deals. */
const SUMMARY_KEYS: readonly HeadlineFigureKey[] = ['netCashFlow', 'netRoi', 'breakEvenOccupancy'];

interface ResultsSummaryBarProps {
  analysis: DealAnalysis;
  stale: boolean;
  fieldErrors: DealFieldErrors;
  onGoToField: (path: string) => void;
  onShowResults: () => void;
}

/**
 * Phones only (wide screens keep the whole results column in view): a bar fixed to the foot of the screen with net
 * cash flow, net ROI and break-even against the forecast occupancy, and, while an input is invalid, the field to
 * fix. "Full results" goes to the results below the form.
 */
export const ResultsSummaryBar = memo(function ResultsSummaryBar({
  analysis,
  stale,
  fieldErrors,
  onGoToField,
  onShowResults,
}: ResultsSummaryBarProps) {
  const figures = headlineFigures(analysis.input, analysis.result).filter((figure) =>
    SUMMARY_KEYS.includes(figure.key),
  );
  const firstError = Object.keys(fieldErrors)[0];
  return (
    <aside
      aria-label="Results summary"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-surface/95 px-3 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
    >
      {stale && firstError ? (
        <p className="mb-1 text-xs font-medium text-destructive">
          <button
            type="button"
            onClick={() => onGoToField(firstError)}
            className="underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Fix {fieldTitle(firstError)} to update
          </button>
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <dl className={cn('grid min-w-0 flex-1 grid-cols-3 gap-2', stale && 'opacity-70')}>
          {figures.map((figure) => (
            <div key={figure.key} className="min-w-0">
              <dt className="truncate text-[11px] leading-tight text-muted-foreground">{figure.label}</dt>
              <dd
                className={cn(
                  'truncate text-sm font-semibold tabular-nums',
                  figure.negative ? 'text-red-700' : 'text-foreground',
                )}
              >
                {figure.value}
                {figure.key === 'breakEvenOccupancy' ? (
                  <span className="block truncate text-[11px] font-normal text-muted-foreground">
                    {figure.caption}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          onClick={onShowResults}
          className="shrink-0 rounded-md border border-border px-2 py-1.5 text-xs font-medium text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Full results
        </button>
      </div>
    </aside>
  );
});
