import { memo } from 'react';
import { headlineFigures } from '@pac/deal-model';
import { cn } from '@pac/ui';
import { type DealAnalysis } from './deal-analysis.js';

/**
 * The cards update first on a keystroke (the tables and charts follow a moment later). Each card is a group named
 * by its title, so its figure is found by the title ("Net cash flow" → "£3,160"). The figures, their captions and
 * their order are @pac/deal-model's headlineFigures, which the PDF report's KPI cards read too.
 */
export const HeadlineCards = memo(function HeadlineCards({ analysis }: { analysis: DealAnalysis }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {headlineFigures(analysis.input, analysis.result).map((card) => (
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
