import { memo } from 'react';
import {
  type DecisionCard,
  RISK_AND_RETURN_TITLE,
  decisionCards,
  occupancyStepLabel,
  sensitivityCells,
} from '@pac/deal-model';
import { cn } from '@pac/ui';
import { type DealAnalysis } from './deal-analysis.js';
import { FigureTable } from './figure-table.js';
import { ResultSection } from './result-section.js';

/** Five shades each way, by the cell's share of the grid's largest loss or profit (colour adds to the words). */
const LOSS_SHADES = ['bg-red-50', 'bg-red-100', 'bg-red-200', 'bg-red-300', 'bg-red-400'] as const;
const PROFIT_SHADES = [
  'bg-green-50',
  'bg-green-100',
  'bg-green-200',
  'bg-green-300',
  'bg-green-400',
] as const;

function shade(value: number, largest: number): string {
  if (largest === 0 || value === 0) return '';
  const step = Math.min(4, Math.floor((Math.abs(value) / largest) * 5));
  return (value < 0 ? LOSS_SHADES : PROFIT_SHADES)[step]!;
}

/**
 * A9's measures: the sensitivity grid as a heat map (rate rows, occupancy columns; the entered deal outlined; a
 * loss says "loss" as well as being red), then the stress, returns, refinance and after-tax cards. It is one of the
 * deferred details, so typing updates the headline cards first and this follows.
 */
export const RiskAndReturn = memo(function RiskAndReturn({ analysis }: { analysis: DealAnalysis }) {
  const { input, result } = analysis;
  const rows = sensitivityCells(result);
  const largest = Math.max(0, ...result.sensitivity.netCashFlow.flat().map((value) => Math.abs(value)));
  return (
    <ResultSection
      title={RISK_AND_RETURN_TITLE}
      description="Year 1's net cash flow if the nightly rates or the occupancy turn out different, then the tests an investor or lender runs: a rate rise, the return over five years with the sale, a refinance and tax."
    >
      <FigureTable
        label="Sensitivity of net cash flow"
        caption="Year 1 net cash flow by nightly rate change (rows) and occupancy change (columns); the entered deal is marked."
        minWidth="min-w-[36rem]"
        rowHeader="Nightly rate"
        figureHeaders={result.sensitivity.occupancySteps.map(occupancyStepLabel)}
      >
        {rows.map((row) => (
          <tr key={row.label} className="border-t border-border">
            <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap">
              {row.label}
            </th>
            {row.cells.map((cell, column) => (
              <td
                key={column}
                className={cn(
                  'px-3 py-1.5 text-right tabular-nums text-foreground',
                  shade(cell.value, largest),
                  cell.entered && 'outline outline-2 -outline-offset-2 outline-foreground font-semibold',
                )}
              >
                <span className="block">{cell.text}</span>
                {cell.loss || cell.entered ? (
                  <span className="block text-xs">
                    {[cell.entered ? 'entered deal' : null, cell.loss ? 'loss' : null]
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                ) : null}
              </td>
            ))}
          </tr>
        ))}
      </FigureTable>
      <p className="text-xs text-muted-foreground">
        Rates change by the percentage shown, occupancy by percentage points (kept within 0–100%). Red cells
        lose money and say so; the outlined cell is the deal as entered.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {decisionCards(input, result).map((card) => (
          <DecisionCardView key={card.key} card={card} />
        ))}
      </div>
    </ResultSection>
  );
});

function DecisionCardView({ card }: { card: DecisionCard }) {
  return (
    <div
      role="group"
      aria-label={card.title}
      className="rounded-lg border border-border bg-surface p-3 shadow-sm"
    >
      <p className="text-sm font-semibold">{card.title}</p>
      {card.note ? <p className="mt-1 text-sm text-muted-foreground">{card.note}</p> : null}
      {card.figures.length > 0 ? (
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
          {card.figures.map((figure) => (
            <div key={figure.label} className="contents">
              <dt className="text-muted-foreground">{figure.label}</dt>
              <dd className={cn('text-right font-medium tabular-nums', figure.negative && 'text-red-700')}>
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {card.assumptions.length > 0 ? (
        <ul className="mt-2 space-y-0.5 text-xs text-muted-foreground">
          {card.assumptions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
