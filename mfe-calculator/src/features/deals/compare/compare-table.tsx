import { Link } from 'react-router-dom';
import { DEAL_MODEL_NAMES, dealPath, type SavedDeal } from '@pac/contracts';
import { DEAL_METRICS, type DealMetric } from '../../../lib/deal-metrics.js';
import { bestIndexes } from './best-values.js';

/**
 * Deals side by side (2-4 of them): a column per deal, a row per headline figure, the best value of each row marked with a
 * "Best" badge (text, so screen readers hear it too). Yields, cap rate and DSCR appear when a purchase is compared.
 * The table scrolls sideways in its own box on a narrow screen.
 */
export function CompareTable({ deals }: { deals: readonly SavedDeal[] }) {
  const anyPurchase = deals.some((deal) => deal.model === 'purchase');
  const metrics: readonly DealMetric[] = DEAL_METRICS.filter(
    (metric) => anyPurchase || !('purchaseOnly' in metric),
  );
  return (
    <div
      className="overflow-x-auto rounded-lg border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      role="region"
      aria-label="Compared deals (scrolls sideways)"
      tabIndex={0}
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">
          Headline figures of {deals.length} deals side by side; the best value of each figure is marked Best.
        </caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left font-medium">
              Figure
            </th>
            {deals.map((deal) => (
              <th key={deal.id} scope="col" className="px-3 py-2 text-right align-bottom font-medium">
                <Link to={dealPath(deal.id)} className="text-primary underline-offset-4 hover:underline">
                  {deal.name}
                </Link>
                <span className="block text-xs font-normal text-muted-foreground">
                  {DEAL_MODEL_NAMES[deal.model]}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {metrics.map((metric) => {
            const best = bestIndexes(metric, deals);
            return (
              <tr key={metric.key} className="border-t border-border" data-metric={metric.key}>
                <th scope="row" className="sticky left-0 bg-surface px-3 py-2 text-left font-medium">
                  {metric.label}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {metric.better === 'higher' ? 'Higher is better' : 'Lower is better'}
                  </span>
                </th>
                {deals.map((deal, index) => (
                  <td
                    key={deal.id}
                    className={`px-3 py-2 text-right tabular-nums ${best.has(index) ? 'bg-secondary font-semibold text-secondary-foreground' : ''}`}
                  >
                    {metric.text(deal)}
                    {best.has(index) ? (
                      <span className="ml-2 inline-block rounded-full border border-secondary-foreground px-2 text-xs font-semibold">
                        Best
                      </span>
                    ) : null}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
