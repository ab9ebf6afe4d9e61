import {
  DEAL_TIERS,
  MONTH_NAMES,
  TIER_NAMES,
  type CompsEvidence,
  type CompsFigures,
  type CompsQuartiles,
  type DealTier,
} from '@pac/contracts';
import { Button, cn } from '@pac/ui';
import { FigureTable } from '../../../components/results/figure-table.js';
import { type CompsDealSeasons, type CompsDealTier } from './comps-deal.js';
import { dealPosition, type CompsReport } from './comps-summary.js';
import { money, percent } from './comps-format.js';
import {
  COMPS_TEXTS as T,
  LAYOUT_NAMES,
  POSITION_SHORT,
  POSITION_TEXTS,
  SKIP_REASON_TEXTS,
  positionSentence,
  type SkipReason,
} from './comps-texts.js';

const CELL = 'px-3 py-1.5 text-right tabular-nums';

/** The summary's tables: by demand tier with "Use the median", where the deal sits, and by month. */
export function CompsResults({
  evidence,
  seasons,
  onUseMedian,
}: {
  evidence: CompsEvidence;
  seasons: CompsDealSeasons;
  onUseMedian: (tier: DealTier, figures: CompsFigures, sign: string | null) => void;
}) {
  const summary = evidence;
  const sign = evidence.currency;
  // A tier pools the months it held when the file was read; the deal's calendar may have changed since.
  const regrouped = DEAL_TIERS.some(
    (tier) => evidence.byTier[tier].months.join(',') !== monthsOf(seasons.tierOfMonth, tier).join(','),
  );
  return (
    <div className="space-y-4">
      <p className="text-sm">
        {T.summaryOf(
          evidence.rowsUsed,
          evidence.fileName,
          LAYOUT_NAMES[evidence.layout],
          evidence.summarisedOn,
        )}
      </p>
      {regrouped ? <p className="text-sm font-medium">{T.tiersRegrouped}</p> : null}
      <FigureTable
        label={T.tierTableLabel}
        caption={T.tierTableCaption}
        minWidth="min-w-[48rem]"
        rowHeader={T.tierHeader}
        figureHeaders={[T.countHeader, ...figureHeaders(), T.medianHeader]}
      >
        {DEAL_TIERS.map((tier) => {
          const figures = summary.byTier[tier];
          return (
            <tr key={tier} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap">
                {TIER_NAMES[tier]}
              </th>
              <FigureCells
                figures={figures}
                sign={sign}
                empty={figures.months.length === 0 ? T.tierWithoutMonths : T.noData}
              />
              <td className="px-3 py-1.5 text-right">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!figures.adr}
                  aria-label={T.medianButtonLabel(TIER_NAMES[tier])}
                  onClick={() => onUseMedian(tier, figures, sign)}
                >
                  {T.medianButton}
                </Button>
              </td>
            </tr>
          );
        })}
      </FigureTable>
      <div className="space-y-1">
        <h4 className="text-sm font-semibold">{T.positionsHeading}</h4>
        <ul className="list-disc space-y-0.5 pl-5 text-sm">
          {DEAL_TIERS.filter((tier) => summary.byTier[tier].months.length > 0).map((tier) => (
            <li key={tier}>{tierPosition(tier, seasons[tier], summary.byTier[tier], sign)}</li>
          ))}
        </ul>
      </div>
      <FigureTable
        label={T.monthTableLabel}
        caption={T.monthTableCaption}
        minWidth="min-w-[52rem]"
        rowHeader={T.monthHeader}
        figureHeaders={[T.countHeader, ...figureHeaders(), T.dealHeader]}
      >
        {summary.byMonth.map((figures, index) => {
          const deal = seasons[seasons.tierOfMonth[index] ?? 'medium'];
          return (
            <tr key={MONTH_NAMES[index]} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap">
                {MONTH_NAMES[index]}
              </th>
              <FigureCells figures={figures} sign={sign} empty={T.noData} />
              <td className={cn(CELL, 'whitespace-nowrap')}>
                {shortPosition(deal.rate, figures.adr)}; {shortPosition(deal.occupancy, figures.occupancy)}
              </td>
            </tr>
          );
        })}
      </FigureTable>
    </div>
  );
}

const figureHeaders = () => [
  T.adrP25,
  T.adrMedian,
  T.adrP75,
  T.occupancyP25,
  T.occupancyMedian,
  T.occupancyP75,
];

/** The count and six figures of a group, or one cell saying why there are none. */
function FigureCells({
  figures,
  sign,
  empty,
}: {
  figures: CompsFigures;
  sign: string | null;
  empty: string;
}) {
  const { adr, occupancy } = figures;
  if (!adr || !occupancy) {
    return (
      <>
        <td className={CELL}>{figures.count}</td>
        <td colSpan={6} className={cn(CELL, 'text-center text-muted-foreground')}>
          {empty}
        </td>
      </>
    );
  }
  return (
    <>
      <td className={CELL}>{figures.count.toLocaleString('en-GB')}</td>
      <td className={CELL}>{money(adr.p25, sign)}</td>
      <td className={cn(CELL, 'font-semibold')}>{money(adr.p50, sign)}</td>
      <td className={CELL}>{money(adr.p75, sign)}</td>
      <td className={CELL}>{percent(occupancy.p25)}</td>
      <td className={cn(CELL, 'font-semibold')}>{percent(occupancy.p50)}</td>
      <td className={CELL}>{percent(occupancy.p75)}</td>
    </>
  );
}

function tierPosition(tier: DealTier, deal: CompsDealTier, figures: CompsFigures, sign: string | null) {
  const place = (value: number | undefined, among: CompsQuartiles | null, text: (value: number) => string) =>
    value === undefined || among === null
      ? null
      : { value: text(value), position: POSITION_TEXTS[dealPosition(value, among)] };
  return positionSentence(
    TIER_NAMES[tier],
    place(deal.rate, figures.adr, (value) => money(value, sign ?? '£')),
    place(deal.occupancy, figures.occupancy, percent),
  );
}

const shortPosition = (value: number | undefined, among: CompsQuartiles | null) =>
  value === undefined ? T.notEntered : among === null ? '–' : POSITION_SHORT[dealPosition(value, among)];

/** "12 rows skipped: 10 without a price, 2 without reviews per month." (most common reason first). */
function SkippedRows({ skipped }: { skipped: Partial<Record<SkipReason, number>> }) {
  const counts = (Object.entries(skipped) as [SkipReason, number][]).sort((a, b) => b[1] - a[1]);
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const parts = counts.map(
    ([reason, count]) => `${count.toLocaleString('en-GB')} ${SKIP_REASON_TEXTS[reason]}`,
  );
  return <p>{T.skipped(total, parts)}</p>;
}

/** What one read of a file did with its rows: shown after the read, not kept with the deal. */
export function CompsReadNotes({ report }: { report: CompsReport }) {
  const foreign = report.currencies.filter((currency) => currency !== '£');
  return (
    <div className="space-y-1 text-sm">
      {report.used === 0 ? <p className="font-medium">{T.noUsableRows}</p> : null}
      {report.summary.layout === 'listings' ? (
        <>
          <p>{T.listingsHaveNoMonths}</p>
          <p className="text-xs text-muted-foreground">{T.occupancyModel}</p>
        </>
      ) : null}
      {report.filtersIgnored ? <p>{T.filtersIgnored}</p> : null}
      {foreign.length > 0 ? <p className="font-medium">{T.otherCurrency(report.currencies)}</p> : null}
      {report.filteredOut > 0 ? <p>{T.filteredOut(report.filteredOut)}</p> : null}
      <SkippedRows skipped={report.skipped} />
    </div>
  );
}

const monthsOf = (tierOfMonth: readonly DealTier[], tier: DealTier) =>
  tierOfMonth.flatMap((monthTier, index) => (monthTier === tier ? [index + 1] : []));
