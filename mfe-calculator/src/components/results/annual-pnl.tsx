import { memo } from 'react';
import { moreMeasures, pence, percent, profitAndLossLines } from '@pac/deal-model';
import { cn } from '@pac/ui';
import { type DealAnalysis } from './deal-analysis.js';
import { FigureTable } from './figure-table.js';
import { ResultSection, figureTone } from './result-section.js';

export const AnnualPnl = memo(function AnnualPnl({ analysis }: { analysis: DealAnalysis }) {
  const gross = analysis.result.annual.grossRevenue;
  return (
    <ResultSection title="Annual profit and loss (year 1)">
      <FigureTable
        label="Annual profit and loss table"
        minWidth="min-w-[22rem]"
        rowHeader="Line"
        figureHeaders={['Year 1', '% of gross revenue']}
      >
        {profitAndLossLines(analysis.input, analysis.result).map((line) => (
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
      </FigureTable>
      {/* Below the cards on purpose: neither is what the deal makes or when it pays back. */}
      <dl className="space-y-3 text-sm">
        {moreMeasures(analysis.result).map((measure) => (
          <div key={measure.key}>
            <dt className="font-medium">
              {measure.label}: <span className="tabular-nums">{measure.value}</span>
            </dt>
            <dd className="text-muted-foreground">{measure.meaning}</dd>
          </div>
        ))}
      </dl>
    </ResultSection>
  );
});
