import { memo } from 'react';
import { DEAL_FIELD_LABELS } from '@pac/contracts';
import { enteredMoney, pence, percent } from '@pac/deal-model';
import { cn } from '@pac/ui';
import { type DealAnalysis } from './deal-analysis.js';
import { ResultSection, TableRegion, figureTone } from './result-section.js';

interface PnlLine {
  label: string;
  amount: number;
  kind?: 'total' | 'detail';
}

/**
 * Year 1's profit and loss in the PDF report's order: revenue, cost of sales, gross
 * profit, operating costs with the fixed costs item by item, NOI, debt service, net cash flow. Costs are negative
 * so the column adds down.
 */
export function pnlLines({ input, result }: DealAnalysis): PnlLine[] {
  const a = result.annual;
  const fixedItems = Object.entries(input.fixedMonthly)
    .filter(([, monthly]) => monthly > 0)
    .map(([key, monthly]) => ({
      label: `${DEAL_FIELD_LABELS[key] ?? key} (${enteredMoney(monthly)} × 12)`,
      amount: -monthly * 12,
      kind: 'detail' as const,
    }));
  return [
    { label: 'Accommodation revenue', amount: a.accommodationRevenue },
    { label: 'Cleaning fees collected', amount: a.cleaningFeeRevenue },
    ...(a.otherIncome !== 0 ? [{ label: 'Other income', amount: a.otherIncome }] : []),
    { label: 'Gross revenue', amount: a.grossRevenue, kind: 'total' },
    { label: 'VAT', amount: -a.vat },
    { label: 'Platform fees', amount: -a.platformFees },
    { label: 'Management fees', amount: -a.managementFees },
    { label: 'Cleaning and per-stay costs', amount: -a.perStayCosts },
    { label: 'Gross profit (gross cash flow)', amount: a.grossProfit, kind: 'total' },
    { label: 'Maintenance', amount: -a.maintenance },
    { label: 'Fixed costs', amount: -a.fixedCosts },
    ...fixedItems,
    { label: 'Rent', amount: -a.rent },
    { label: 'Net operating income (NOI)', amount: a.netOperatingIncome, kind: 'total' },
    { label: 'Debt service (mortgage)', amount: -a.debtService },
    { label: 'Net cash flow', amount: a.netCashFlow, kind: 'total' },
  ];
}

export const AnnualPnl = memo(function AnnualPnl({ analysis }: { analysis: DealAnalysis }) {
  const gross = analysis.result.annual.grossRevenue;
  return (
    <ResultSection title="Annual profit and loss (year 1)">
      <TableRegion label="Annual profit and loss table">
        <table className="w-full min-w-[22rem] border-collapse text-sm">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Line
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Year 1
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                % of gross revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {pnlLines(analysis).map((line) => (
              <tr
                key={line.label}
                className={cn(
                  'border-t border-border',
                  line.kind === 'total' && 'bg-muted/60 font-semibold',
                  line.kind === 'detail' && 'text-muted-foreground',
                )}
              >
                <th
                  scope="row"
                  className={cn(
                    'px-3 py-1.5 text-left',
                    line.kind === 'total' ? 'font-semibold' : 'font-normal',
                    line.kind === 'detail' && 'pl-8',
                  )}
                >
                  {line.label}
                </th>
                <td className={cn('px-3 py-1.5 text-right tabular-nums', figureTone(line.amount))}>
                  {pence(line.amount)}
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {gross === 0 ? '' : percent((line.amount / gross) * 100)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </ResultSection>
  );
});
