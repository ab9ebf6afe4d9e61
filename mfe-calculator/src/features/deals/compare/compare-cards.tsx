import { Link } from 'react-router-dom';
import { DEAL_MODEL_NAMES, dealPath, type SavedDeal } from '@pac/contracts';
import { DEAL_METRICS, type DealMetric } from '../../../lib/deal-metrics.js';
import { bestIndexes } from './best-values.js';

/**
 * The compared deals on a phone: one card per deal, stacked, each figure with its "Best" mark, so every deal is in
 * reach by scrolling down rather than sideways. The same figures and marks as CompareTable.
 */
export function CompareCards({ deals }: { deals: readonly SavedDeal[] }) {
  const anyPurchase = deals.some((deal) => deal.model === 'purchase');
  const metrics: readonly DealMetric[] = DEAL_METRICS.filter(
    (metric) => anyPurchase || !('purchaseOnly' in metric),
  );
  const best = new Map(metrics.map((metric) => [metric.key, bestIndexes(metric, deals)]));
  return (
    <ol className="space-y-4" aria-label={`${deals.length} compared deals`}>
      {deals.map((deal, index) => (
        <li key={deal.id}>
          <article
            aria-labelledby={`compare-card-${deal.id}`}
            className="rounded-lg border border-border bg-surface p-4"
          >
            <h2 id={`compare-card-${deal.id}`} className="text-base font-semibold">
              <Link to={dealPath(deal.id)} className="text-primary underline-offset-4 hover:underline">
                {deal.name}
              </Link>
            </h2>
            <p className="text-xs text-muted-foreground">{DEAL_MODEL_NAMES[deal.model]}</p>
            <dl className="mt-3 divide-y divide-border text-sm">
              {metrics.map((metric) => {
                const isBest = best.get(metric.key)?.has(index) ?? false;
                return (
                  <div key={metric.key} className="flex items-baseline justify-between gap-3 py-1.5">
                    <dt className="text-muted-foreground">{metric.label}</dt>
                    <dd className={`text-right tabular-nums ${isBest ? 'font-semibold' : ''}`}>
                      {metric.text(deal)}
                      {isBest ? (
                        <span className="ml-2 inline-block rounded-full border border-secondary-foreground bg-secondary px-2 text-xs font-semibold text-secondary-foreground">
                          Best
                        </span>
                      ) : null}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </article>
        </li>
      ))}
    </ol>
  );
}
