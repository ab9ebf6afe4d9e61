import { type AnalysedDeal, type DealMetric } from '../../../lib/deal-metrics.js';

/**
 * Which deals hold the best value of a metric: the highest or lowest figure by the metric's direction. Figures
 * that read the same once displayed are ties and all marked (two ADRs of £100.40 and £100.39 are not, they show
 * their pence); a figure that does not exist (null) is never the best.
 */
export function bestIndexes(metric: DealMetric, deals: readonly AnalysedDeal[]): Set<number> {
  let best: number | null = null;
  let bestIndex = -1;
  deals.forEach((deal, index) => {
    const value = metric.value(deal);
    if (value === null || !Number.isFinite(value)) return;
    if (best === null || (metric.better === 'higher' ? value > best : value < best)) {
      best = value;
      bestIndex = index;
    }
  });
  if (bestIndex < 0) return new Set();
  const bestText = metric.text(deals[bestIndex]!);
  const marked = new Set<number>();
  deals.forEach((deal, index) => {
    if (metric.value(deal) !== null && metric.text(deal) === bestText) marked.add(index);
  });
  return marked;
}
