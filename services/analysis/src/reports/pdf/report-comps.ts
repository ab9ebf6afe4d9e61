import {
  DEAL_TIERS,
  TIER_NAMES,
  type CompsEvidence,
  type CompsQuartiles,
  type DealInput,
} from '@pac/contracts';
import { type HousePdf } from '@pac/server-kit/pdf';
import { enteredMoney, enteredPercent, formatNumber, longDate } from '@pac/deal-model';

export const COMPS_PDF_HEADING = 'Evidence for the rate and occupancy';

const LAYOUT_TEXTS: Record<CompsEvidence['layout'], string> = {
  listings: 'an Inside Airbnb listings file; occupancy estimated from reviews per month',
  months: 'a table by month',
};

/**
 * The comparables the user read in the analyser, by demand tier, beside the deal's own rate and occupancy; nothing
 * when the deal has none. The quartiles are written as the analyser shows them (pence, one decimal).
 */
export function writeComps(pdf: HousePdf, input: DealInput): void {
  const comps = input.comps;
  if (!comps) return;
  pdf.heading(COMPS_PDF_HEADING, 120);
  pdf.paragraph(compsSource(comps));
  const money = (value: number) =>
    `${comps.currency ?? ''}${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const share = (value: number) => `${formatNumber(value, 1)}%`;
  const span = (quartiles: CompsQuartiles | null, format: (value: number) => string) =>
    quartiles ? `${format(quartiles.p25)} / ${format(quartiles.p50)} / ${format(quartiles.p75)}` : 'No data';
  const rows = DEAL_TIERS.filter((tier) => comps.byTier[tier].months.length > 0).map((tier) => {
    const figures = comps.byTier[tier];
    const deal = input.seasons[tier];
    return [
      TIER_NAMES[tier],
      figures.count.toLocaleString('en-GB'),
      span(figures.adr, money),
      deal.rate === undefined ? '—' : enteredMoney(deal.rate),
      span(figures.occupancy, share),
      enteredPercent(deal.occupancy),
    ];
  });
  pdf.table(
    [
      { header: 'Tier', width: 0.09 },
      { header: 'Comparables', width: 0.12, align: 'right' },
      { header: 'ADR p25 / median / p75', width: 0.32, align: 'right' },
      { header: 'Deal rate', width: 0.1, align: 'right' },
      { header: 'Occupancy p25 / median / p75', width: 0.27, align: 'right' },
      { header: 'Deal', width: 0.1, align: 'right' },
    ],
    rows,
    { zebra: true, rowHeight: 18 },
  );
}

/** "Summary of 8 rows of comps.csv (a table by month), read on 7 December 2026." */
export function compsSource(comps: CompsEvidence): string {
  const rows = `${comps.rowsUsed.toLocaleString('en-GB')} ${comps.rowsUsed === 1 ? 'row' : 'rows'}`;
  const day = longDate(new Date(`${comps.summarisedOn}T12:00:00Z`));
  return `Summary of ${rows} of ${comps.fileName} (${LAYOUT_TEXTS[comps.layout]}), read on ${day}.`;
}
