import { memo } from 'react';
import { enteredPercent, pence } from '@pac/deal-model';
import { cn } from '@pac/ui';
import { FigureTableHead } from '../figure-table-head.js';
import { type DealAnalysis } from './deal-analysis.js';
import { ResultSection, TableRegion, figureTone } from './result-section.js';

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
      <TableRegion label="Five-year projection table">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <FigureTableHead rowHeader="Year" figureHeaders={COLUMNS.map(([, label]) => label)} />
          <tbody>
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
          </tbody>
        </table>
      </TableRegion>
    </ResultSection>
  );
});
