import { type DealHeadline, type DealResult } from '@pac/contracts';
import { paybackText, percent, pounds } from '@pac/deal-model';

/** The list's four headline figures, with the display rules the saved deal's cards use. */
export function headlineTexts(kpis: DealHeadline) {
  // paybackText reads only the payback month and the year's net cash flow, which the headline carries.
  const paybackOf = {
    kpis: { paybackMonth: kpis.paybackMonth },
    annual: { netCashFlow: kpis.netCashFlow },
  } as Pick<DealResult, 'kpis' | 'annual'>;
  return [
    { label: 'Net cash flow', value: pounds(kpis.netCashFlow) },
    { label: 'Net ROI', value: percent(kpis.netRoiPercent) },
    { label: 'Payback', value: paybackText(paybackOf) },
    {
      label: 'Break-even',
      value:
        kpis.breakEvenOccupancyPercent === null ? 'Not reachable' : percent(kpis.breakEvenOccupancyPercent),
    },
  ];
}
