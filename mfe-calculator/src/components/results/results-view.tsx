import { Fragment, memo, useDeferredValue, useRef, type ReactNode } from 'react';
import { cn } from '@pac/ui';
import { STACKED_QUERY, useMediaQuery } from '../../lib/use-media-query.js';
import { useNearViewport } from '../../lib/use-near-viewport.js';
import { useStagedCount } from '../../lib/use-staged-count.js';
import { AnnualPnl } from './annual-pnl.js';
import { ResultsCharts } from './charts/results-charts.js';
import { type DealAnalysis } from './deal-analysis.js';
import { HeadlineCards } from './headline-cards.js';
import { MonthTable } from './month-table.js';
import { PartnersTable } from './partners-table.js';
import { ProjectionTable } from './projection-table.js';
import { RiskAndReturn } from './risk-and-return.js';
import { SetupCosts } from './setup-costs.js';
import { WarningList } from './warning-list.js';

interface ResultsViewProps {
  analysis: DealAnalysis;
  /** The input has changed into something invalid: this is the last valid analysis, shown dimmed. */
  stale?: boolean;
  /** More about the same analysis below the details (the saved deal's scenarios); must be a stable function. */
  renderExtra?: (analysis: DealAnalysis) => ReactNode;
}

/**
 * Every result of one analysis (cards, warnings, tables, charts, projection, JV): the analyser (live), the saved deal and the shared deal show the same.
 * Headline cards and warnings follow each keystroke at once; the tables and the lazily loaded charts take the
 * deferred analysis, so React renders them after the cards are on screen and drops the work if another key comes.
 */
export function ResultsView({ analysis, stale = false, renderExtra }: ResultsViewProps) {
  const deferred = useDeferredValue(analysis);
  return (
    <div
      className={cn('space-y-8 transition-opacity', stale && 'opacity-85')}
      data-stale={stale || undefined}
    >
      <HeadlineCards analysis={analysis} />
      <WarningList warnings={analysis.result.warnings} />
      <ResultDetails analysis={deferred} renderExtra={renderExtra} />
    </div>
  );
}

type DetailSection = (analysis: DealAnalysis, renderExtra?: ResultsViewProps['renderExtra']) => ReactNode;

/** The details below the cards, in page order. */
const DETAIL_SECTIONS: readonly DetailSection[] = [
  (analysis) => <RiskAndReturn analysis={analysis} />,
  (analysis) => <ResultsCharts result={analysis.result} />,
  (analysis) => <MonthTable result={analysis.result} />,
  (analysis) => <AnnualPnl analysis={analysis} />,
  (analysis) => <ProjectionTable analysis={analysis} />,
  (analysis) => <SetupCosts analysis={analysis} />,
  (analysis) => <PartnersTable analysis={analysis} />,
  (analysis, renderExtra) => renderExtra?.(analysis),
];

/**
 * The details arrive one after another after the cards (the first results are the cards, at once), and only once
 * their place is near the screen: on a wide screen, beside the form, at once; below the `lg` breakpoint, where the
 * results follow a long form, when the user scrolls or jumps to them, so a first visit does not lay out tables
 * nobody sees.
 */
const ResultDetails = memo(function ResultDetails({
  analysis,
  renderExtra,
}: {
  analysis: DealAnalysis;
  renderExtra?: ResultsViewProps['renderExtra'];
}) {
  const start = useRef<HTMLDivElement>(null);
  // Beside the form the results column scrolls on its own, which would clip what the page's viewport observes.
  const stacked = useMediaQuery(STACKED_QUERY);
  const near = useNearViewport(start, '800px');
  const shown = useStagedCount(near || !stacked ? DETAIL_SECTIONS.length : 0);
  return (
    <>
      <div ref={start} aria-hidden="true" className="-mt-8 h-0" />
      {DETAIL_SECTIONS.slice(0, shown).map((section, index) => (
        <Fragment key={index}>{section(analysis, renderExtra)}</Fragment>
      ))}
    </>
  );
});
