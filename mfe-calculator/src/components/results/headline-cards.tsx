import { memo } from 'react';
import {
  NOT_APPLICABLE,
  nights,
  paybackText,
  pence,
  percent,
  pounds,
  ratio,
  simplePaybackText,
} from '@pac/deal-model';
import { cn } from '@pac/ui';
import { type DealAnalysis } from './deal-analysis.js';

interface HeadlineCard {
  label: string;
  value: string;
  caption: string;
  negative?: boolean;
}

const isNegative = (value: number | null) => value !== null && value < 0;

/** A1's headline cards in its order, worded as the PDF report's; purchases add yields, cap rate and DSCR. */
export function headlineCards({ input, result }: DealAnalysis): HeadlineCard[] {
  const { annual, kpis, cashInvested } = result;
  const breakEven = kpis.breakEvenOccupancyPercent;
  const cards: HeadlineCard[] = [
    { label: 'Gross revenue', value: pounds(annual.grossRevenue), caption: 'Year 1' },
    {
      label: 'Net cash flow',
      value: pounds(annual.netCashFlow),
      caption: 'Year 1, pre-tax',
      negative: annual.netCashFlow < 0,
    },
    {
      label: 'Net ROI / cash-on-cash',
      value: percent(kpis.netRoiPercent),
      caption: 'Net cash flow ÷ cash invested',
      negative: isNegative(kpis.netRoiPercent),
    },
    {
      label: 'Gross ROI',
      value: percent(kpis.grossRoiPercent),
      caption: 'Gross profit ÷ cash invested',
      negative: isNegative(kpis.grossRoiPercent),
    },
    {
      label: 'Payback month',
      value: paybackText(result),
      caption: `Simple payback ${simplePaybackText(kpis.simplePaybackMonths)}`,
    },
    {
      label: 'Break-even occupancy',
      value: breakEven === null ? 'Not reachable' : percent(breakEven),
      caption: breakEven === null ? 'Each booking loses money' : `Forecast ${percent(kpis.occupancyPercent)}`,
    },
    {
      label: 'Occupancy',
      value: percent(kpis.occupancyPercent),
      caption: `${nights(annual.nights)} of ${nights(annual.availableNights)} nights`,
    },
    {
      label: 'ADR',
      value: kpis.adr === null ? NOT_APPLICABLE : pounds(kpis.adr),
      caption: kpis.adr === null ? 'No booked nights' : `${pence(kpis.adr)} a booked night`,
    },
    {
      label: 'RevPAR',
      value: kpis.revpar === null ? NOT_APPLICABLE : pounds(kpis.revpar),
      caption: kpis.revpar === null ? 'No available nights' : `${pence(kpis.revpar)} an available night`,
    },
    { label: 'Cash invested', value: pounds(cashInvested.total), caption: 'All money in at the start' },
  ];
  if (input.model === 'purchase') {
    cards.push(
      { label: 'Gross yield', value: percent(kpis.grossYieldPercent), caption: 'Revenue less VAT ÷ price' },
      {
        label: 'Net yield',
        value: percent(kpis.netYieldPercent),
        caption: 'NOI ÷ price, stamp duty, legal fees and survey',
        negative: isNegative(kpis.netYieldPercent),
      },
      {
        label: 'Cap rate',
        value: percent(kpis.capRatePercent),
        caption: 'NOI ÷ price',
        negative: isNegative(kpis.capRatePercent),
      },
      {
        label: 'DSCR',
        value: ratio(kpis.dscr),
        caption: kpis.dscr === null ? 'No mortgage' : 'NOI ÷ debt service',
        negative: kpis.dscr !== null && kpis.dscr < 1,
      },
    );
  }
  return cards;
}

/**
 * The cards update first on a keystroke (the tables and charts follow a moment later). Each card is a group named
 * by its title, so its figure is found by the title ("Net cash flow" → "£3,160").
 */
export const HeadlineCards = memo(function HeadlineCards({ analysis }: { analysis: DealAnalysis }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {headlineCards(analysis).map((card) => (
        <div
          key={card.label}
          role="group"
          aria-label={card.label}
          className="min-w-0 rounded-lg border border-border bg-surface p-3 shadow-sm"
        >
          <p aria-hidden="true" className="text-xs font-medium text-muted-foreground">
            {card.label}
          </p>
          <p
            className={cn(
              'break-words text-xl font-semibold tabular-nums',
              card.negative ? 'text-red-700' : 'text-foreground',
            )}
          >
            {card.value}
          </p>
          <p className="text-xs text-muted-foreground">{card.caption}</p>
        </div>
      ))}
    </div>
  );
});
