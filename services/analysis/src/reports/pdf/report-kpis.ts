import { type DealInput, type DealResult } from '@pac/contracts';
import { type KpiCard } from '@pac/server-kit/pdf';
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

const negative = (value: number | null): KpiCard['tone'] =>
  value !== null && value < 0 ? 'negative' : 'neutral';

/** The headline cards of A1, in its order; purchases add yields, cap rate and DSCR. Money in whole pounds. */
export function headlineCards(input: DealInput, result: DealResult): KpiCard[] {
  const { annual, kpis, cashInvested } = result;
  const cards: KpiCard[] = [
    { label: 'Gross revenue', value: pounds(annual.grossRevenue), caption: 'Year 1' },
    {
      label: 'Net cash flow',
      value: pounds(annual.netCashFlow),
      caption: 'Year 1, pre-tax',
      tone: negative(annual.netCashFlow),
    },
    {
      label: 'Net ROI / cash-on-cash',
      value: percent(kpis.netRoiPercent),
      caption: 'NCF ÷ cash invested',
      tone: negative(kpis.netRoiPercent),
    },
    {
      label: 'Gross ROI',
      value: percent(kpis.grossRoiPercent),
      caption: 'Gross profit ÷ cash invested',
      tone: negative(kpis.grossRoiPercent),
    },
    { label: 'Payback month', value: paybackText(result), caption: 'Cumulative cash back to £0' },
    {
      label: 'Simple payback',
      value: simplePaybackText(kpis.simplePaybackMonths),
      caption: 'Cash invested ÷ monthly NCF',
    },
    {
      label: 'Break-even occupancy',
      value:
        kpis.breakEvenOccupancyPercent === null ? 'Not reachable' : percent(kpis.breakEvenOccupancyPercent),
      caption:
        kpis.breakEvenOccupancyPercent === null
          ? 'Each booking loses money'
          : `Forecast ${percent(kpis.occupancyPercent)}`,
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
        caption: 'NOI ÷ all-in purchase cost',
        tone: negative(kpis.netYieldPercent),
      },
      {
        label: 'Cap rate',
        value: percent(kpis.capRatePercent),
        caption: 'NOI ÷ price',
        tone: negative(kpis.capRatePercent),
      },
      {
        label: 'DSCR',
        value: ratio(kpis.dscr),
        caption: kpis.dscr === null ? 'No mortgage' : 'NOI ÷ debt service',
        tone: kpis.dscr !== null && kpis.dscr < 1 ? 'negative' : 'neutral',
      },
    );
  }
  return cards;
}
