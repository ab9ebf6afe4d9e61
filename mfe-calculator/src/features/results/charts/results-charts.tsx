import { Suspense, lazy, memo } from 'react';
import { type DealResult } from '@pac/contracts';
import { useSettledValue } from './use-settled-value.js';

// recharts is the biggest library of the results: it loads on its own, never with the analyser's first paint.
// Memoised: between two settled values the charts are not even re-rendered.
const CashCharts = memo(lazy(() => import('./cash-charts.js')));

/** How long the figures must rest before the charts redraw (the cards and tables follow every keystroke). */
const CHART_SETTLE_MS = 200;

/** The charts, once their code has arrived; until then a box of their size, so nothing below them jumps. */
export function ResultsCharts({ result }: { result: DealResult }) {
  const settled = useSettledValue(result, CHART_SETTLE_MS);
  return (
    <Suspense
      fallback={
        <p className="flex h-72 items-center justify-center rounded-md border border-dashed border-border text-sm text-muted-foreground">
          Loading charts…
        </p>
      }
    >
      <CashCharts result={settled} />
    </Suspense>
  );
}
