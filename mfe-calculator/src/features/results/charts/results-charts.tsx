import { Suspense, lazy } from 'react';
import { type DealResult } from '@pac/contracts';

// recharts is the biggest library of the results: it loads on its own, never with the analyser's first paint.
const CashCharts = lazy(() => import('./cash-charts.js'));

/** The charts, once their code has arrived; until then a box of their size, so nothing below them jumps. */
export function ResultsCharts({ result }: { result: DealResult }) {
  return (
    <Suspense
      fallback={
        <p className="flex h-72 items-center justify-center rounded-md border border-dashed border-border text-sm text-muted-foreground">
          Loading charts…
        </p>
      }
    >
      <CashCharts result={result} />
    </Suspense>
  );
}
