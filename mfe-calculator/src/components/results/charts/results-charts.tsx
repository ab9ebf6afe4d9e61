import { Suspense, lazy, memo, useRef } from 'react';
import { type DealResult } from '@pac/contracts';
import { useNearViewport } from '../../../lib/use-near-viewport.js';
import { useSettledValue } from './use-settled-value.js';

// recharts is the biggest library of the results, and drawing its charts the costliest work of the page: it loads
// on its own, when the charts' place comes near the screen (on a phone they sit below the form and the tables),
// never with the analyser's first paint or its first results. Memoised: between two settled values the charts are
// not even re-rendered.
const CashCharts = memo(lazy(() => import('./cash-charts.js')));

/** How long the figures must rest before the charts redraw (the cards and tables follow every keystroke). */
const CHART_SETTLE_MS = 200;

/** The charts once their place is near the screen and their code has arrived; until then a box of their size. */
export function ResultsCharts({ result }: { result: DealResult }) {
  const settled = useSettledValue(result, CHART_SETTLE_MS);
  const place = useRef<HTMLParagraphElement>(null);
  const near = useNearViewport(place);
  const placeholder = (
    <p
      ref={near ? undefined : place}
      className="flex h-72 items-center justify-center rounded-md border border-dashed border-border text-sm text-muted-foreground"
    >
      Loading charts…
    </p>
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CashCharts result={settled} />
    </Suspense>
  );
}
