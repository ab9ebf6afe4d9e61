import { type AnalysedDeal, type DealMetric } from '../../../lib/deal-metrics.js';

/**
 * Which deals hold the best value of a metric: the highest or lowest figure by the metric's direction. Figures
 * that read the same once displayed are ties and all marked (two ADRs of £100.40 and £100.39 are not, they show
 * their pence); a figure that does not exist (null) is never the best. "Best" means better than some other deal:
 * where every deal with the figure reads the same, none is marked (a lone figure beside "not shown" still is).
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
  let withValue = 0;
  deals.forEach((deal, index) => {
    const value = metric.value(deal);
    if (value === null || !Number.isFinite(value)) return;
    withValue += 1;
    if (metric.text(deal) === bestText) marked.add(index);
  });
  // Two or more with the figure, all reading the same: a tie across the board, nobody's best.
  return withValue > 1 && marked.size === withValue ? new Set() : marked;
}
