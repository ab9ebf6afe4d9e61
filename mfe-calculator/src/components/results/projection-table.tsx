import { memo } from 'react';
import { enteredPercent, pence } from '@pac/deal-model';
import { cn } from '@pac/ui';
import { type DealAnalysis } from './deal-analysis.js';
import { FigureTable } from './figure-table.js';
import { ResultSection, figureTone } from './result-section.js';

const COLUMNS = [
  ['grossRevenue', 'Gross revenue'],
  ['grossProfit', 'Gross profit'],
  ['netOperatingIncome', 'NOI'],
  ['debtService', 'Debt service'],
  ['netCashFlow', 'Net cash flow'],
  ['cumulativeCashFlow', 'Cumulative cash'],
] as const;

/** The 5-year projection: years 1-5 with growth, each with its cumulative cash position. */
export const ProjectionTable = memo(function ProjectionTable({ analysis }: { analysis: DealAnalysis }) {
  const { revenuePercent, costPercent } = analysis.input.growth;
  return (
    <ResultSection
      title="Five-year projection"
      description={`Years 2–5 repeat year 1's months with revenue growing ${enteredPercent(revenuePercent)} and costs ${enteredPercent(costPercent)} a year; rent-free months fall in year 1 only. Cumulative cash starts at minus the cash invested.`}
    >
      <FigureTable
        label="Five-year projection table"
        minWidth="min-w-[40rem]"
        rowHeader="Year"
        figureHeaders={COLUMNS.map(([, label]) => label)}
      >
        {analysis.result.projection.map((year) => (
          <tr key={year.year} className="border-t border-border">
            <th scope="row" className="px-3 py-1.5 text-left font-medium">
              Year {year.year}
            </th>
            {COLUMNS.map(([key]) => (
              <td key={key} className={cn('px-3 py-1.5 text-right tabular-nums', figureTone(year[key]))}>
                {pence(year[key])}
              </td>
            ))}
          </tr>
        ))}
      </FigureTable>
    </ResultSection>
  );
});
