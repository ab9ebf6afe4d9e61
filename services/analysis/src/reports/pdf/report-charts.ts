import { MONTH_NAMES, type DealResult } from '@pac/contracts';
import { PDF_COLOURS, type HousePdf, type LinePoint } from '@pac/server-kit/pdf';
import { pounds } from '@pac/deal-model';

const CHART_HEIGHT = 230;

/** Monthly gross revenue against total costs (gross revenue less net cash flow: every cost, debt service included). */
export function writeRevenueCostChart(pdf: HousePdf, result: DealResult): void {
  pdf.heading('Revenue and costs by month').barChart({
    categories: result.months.map((row) => MONTH_NAMES[row.month - 1]?.slice(0, 3) ?? String(row.month)),
    series: [
      {
        name: 'Gross revenue',
        colour: PDF_COLOURS.series[0],
        values: result.months.map((row) => row.grossRevenue),
      },
      {
        name: 'Total costs (incl. debt service)',
        colour: PDF_COLOURS.series[2],
        values: result.months.map((row) => row.grossRevenue - row.netCashFlow),
      },
    ],
    height: CHART_HEIGHT,
    formatValue: pounds,
  });
  pdf.smallPrint(
    'Total costs are everything between gross revenue and net cash flow: VAT, platform and management fees, per-stay costs, maintenance, fixed costs, rent and debt service.',
  );
}

/**
 * The cumulative cash line from −cash invested: month by month through year 1, then the year-end balances of the
 * five-year projection (the model gives no monthly figures after year 1, so those are joined by a dashed line).
 */
export function writeCumulativeCashChart(pdf: HousePdf, result: DealResult): void {
  const firstYear: LinePoint[] = [
    { x: 0, y: -result.cashInvested.total },
    ...result.months.map((row, index) => ({ x: index + 1, y: row.cumulativeCashFlow })),
  ];
  const yearEnds: LinePoint[] = result.projection.map((year) => ({
    x: year.year * 12,
    y: year.cumulativeCashFlow,
  }));
  const lastMonth = Math.max(12, ...yearEnds.map((point) => point.x));
  const payback = result.kpis.paybackMonth;
  const plotted = payback !== null && payback <= lastMonth;

  pdf.heading('Cumulative cash and payback', CHART_HEIGHT).lineChart({
    series: [
      { name: 'Year 1, month by month', colour: PDF_COLOURS.series[0], points: firstYear },
      { name: 'Year-end balances, years 2–5', colour: PDF_COLOURS.series[1], points: yearEnds, dashed: true },
    ],
    xDomain: [0, lastMonth],
    xTicks: Array.from({ length: lastMonth / 12 + 1 }, (_, year) => ({
      x: year * 12,
      label: year === 0 ? 'Launch' : `Month ${year * 12}`,
    })),
    height: CHART_HEIGHT,
    formatValue: pounds,
    markers: plotted
      ? [
          {
            x: payback,
            // Within year 1 the month's own balance is known; later, the line crosses £0 during that month.
            y: payback <= 12 ? (result.months[payback - 1]?.cumulativeCashFlow ?? 0) : 0,
            label: `Payback: month ${payback}`,
          },
        ]
      : [],
    xTitle: 'Months from launch',
  });
  pdf.smallPrint(
    `${paybackCaption(result, plotted)} The line starts at minus the cash invested (${pounds(result.cashInvested.total)}).`,
  );
}

function paybackCaption(result: DealResult, plotted: boolean): string {
  const payback = result.kpis.paybackMonth;
  if (payback !== null && plotted)
    return `Payback: month ${payback}, the first month the running total reaches £0.`;
  if (payback !== null) return `Payback: month ${payback}, beyond the five years charted.`;
  return result.annual.netCashFlow > 0
    ? 'Payback: not within 10 years at these assumptions.'
    : 'Payback: never at these assumptions (the year’s net cash flow is not positive).';
}
