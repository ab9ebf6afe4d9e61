import { memo } from 'react';
import {
  DEAL_MONTH_FIELDS,
  DEAL_MONTH_FIELD_LABELS,
  TIER_NAMES,
  type DealAnnual,
  type DealResult,
} from '@pac/contracts';
import { monthLabel, nights, pence } from '@pac/deal-model';
import { TableRegion, cn } from '@pac/ui';
import { RESULT_TABLE_BOX, ResultSection, figureTone } from './result-section.js';

type MonthField = (typeof DEAL_MONTH_FIELDS)[number];

const COUNT_FIELDS = new Set<MonthField>(['availableNights', 'nights', 'stays']);

/** Days as a whole number, nights and stays to 2 dp (expected values), money to the penny. */
function cell(field: MonthField, row: DealAnnual): string {
  const value = row[field];
  if (field === 'days') return String(value);
  return COUNT_FIELDS.has(field) ? nights(value) : pence(value);
}

const cellTone = (field: MonthField, value: number) =>
  COUNT_FIELDS.has(field) || field === 'days' ? undefined : figureTone(value);

/** The month rows, every column in the model's order (revenue down to cumulative cash), with the year's totals. Scrolls sideways in its own box. */
export const MonthTable = memo(function MonthTable({ result }: { result: DealResult }) {
  return (
    <ResultSection
      title="Month by month"
      description="Money to the penny (half-up); the year's totals are sums of the unrounded months, so they may differ from the months shown by a penny."
    >
      <TableRegion className={RESULT_TABLE_BOX} label="Month-by-month table">
        <table className="w-max min-w-full border-collapse text-sm">
          <caption className="sr-only">Month-by-month forecast, year 1</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left font-medium">
                Month
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Tier
              </th>
              {DEAL_MONTH_FIELDS.map((field) => (
                <th key={field} scope="col" className="px-3 py-2 text-right font-medium">
                  {DEAL_MONTH_FIELD_LABELS[field]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.months.map((row) => (
              <tr key={`${row.year}-${row.month}`} className="border-t border-border even:bg-muted/40">
                <th scope="row" className="sticky left-0 bg-surface px-3 py-1.5 text-left font-medium">
                  {monthLabel(row.year, row.month)}
                </th>
                <td className="px-3 py-1.5">{TIER_NAMES[row.tier]}</td>
                {DEAL_MONTH_FIELDS.map((field) => (
                  <td
                    key={field}
                    className={cn('px-3 py-1.5 text-right tabular-nums', cellTone(field, row[field]))}
                  >
                    {cell(field, row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-foreground/40 font-semibold">
              <th scope="row" className="sticky left-0 bg-surface px-3 py-2 text-left">
                Year
              </th>
              <td className="px-3 py-2" />
              {DEAL_MONTH_FIELDS.map((field) => (
                <td
                  key={field}
                  className={cn('px-3 py-2 text-right tabular-nums', cellTone(field, result.annual[field]))}
                >
                  {cell(field, result.annual)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </TableRegion>
    </ResultSection>
  );
});
