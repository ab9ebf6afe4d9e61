import { type DealInput, type DealResult } from '@pac/contracts';
import { type HousePdf } from '@pac/server-kit/pdf';
import {
  enteredPercent,
  moreMeasures,
  pence,
  percent,
  profitAndLossLines,
  type ProfitAndLossLine,
} from '@pac/deal-model';

export function writeProfitAndLoss(pdf: HousePdf, input: DealInput, result: DealResult): void {
  const lines = profitAndLossLines(input, result);
  const gross = result.annual.grossRevenue;
  pdf.addPage('portrait');
  pdf.heading('Annual profit and loss (year 1)').table(
    [
      { header: 'Line', width: 0.56 },
      { header: 'Year 1', width: 0.24, align: 'right' },
      { header: '% of gross revenue', width: 0.2, align: 'right' },
    ],
    lines.map((line) => [
      line.label,
      pence(line.amount),
      gross === 0 ? '' : percent((line.amount / gross) * 100),
    ]),
    { totals: indexesOf(lines, 'total'), details: indexesOf(lines, 'detail'), rowHeight: 18 },
  );
  // Below the table, as on the results page: measures whose names alone mislead, each with what it means.
  pdf.definitions(
    moreMeasures(result).map((measure) => ({
      term: `${measure.label}: ${measure.value}`,
      definition: measure.meaning,
    })),
  );
}

const indexesOf = (lines: readonly ProfitAndLossLine[], kind: ProfitAndLossLine['kind']) =>
  lines.flatMap((line, index) => (line.kind === kind ? [index] : []));

/** The 5-year projection: years 1-5 with growth, each with its cumulative cash position. */
export function writeProjection(pdf: HousePdf, input: DealInput, result: DealResult): void {
  pdf.heading('Five-year projection').table(
    [
      { header: 'Year', width: 0.08 },
      { header: 'Gross revenue', width: 0.16, align: 'right' },
      { header: 'Gross profit', width: 0.14, align: 'right' },
      { header: 'NOI', width: 0.13, align: 'right' },
      { header: 'Debt service', width: 0.14, align: 'right' },
      { header: 'Net cash flow', width: 0.16, align: 'right' },
      { header: 'Cumulative cash', width: 0.19, align: 'right' },
    ],
    result.projection.map((year) => [
      `Year ${year.year}`,
      pence(year.grossRevenue),
      pence(year.grossProfit),
      pence(year.netOperatingIncome),
      pence(year.debtService),
      pence(year.netCashFlow),
      pence(year.cumulativeCashFlow),
    ]),
    { zebra: true, tintNegatives: true, rowHeight: 18 },
  );
  const { revenuePercent, costPercent } = input.growth;
  pdf.smallPrint(
    `Years 2–5 repeat year 1's months with revenue growing ${enteredPercent(revenuePercent)} and costs ${enteredPercent(costPercent)} a year; debt service is unchanged and rent-free months fall in year 1 only. Cumulative cash starts at minus the cash invested.`,
  );
}
