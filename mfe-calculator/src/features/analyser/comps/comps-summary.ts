/**
 * The comparables summarised: ADR and occupancy at the 25th, 50th and 75th percentile for each month and each of
 * the deal's demand tiers, and where one of the deal's own figures sits among them.
 */
import { DEAL_TIERS, type CompsFigures, type CompsQuartiles, type DealTier } from '@pac/contracts';
import { type CompsLayout, type CompsSample } from './comps-parse.js';
import { type DealPositionKey } from './comps-texts.js';

/** The quartiles and a group's figures are the contract's: what is kept with the deal is what is computed here. */
export type Percentiles = CompsQuartiles;
export type { CompsFigures };

export interface TierFigures extends CompsFigures {
  /** The months (1–12) the deal puts in this tier. */
  months: number[];
}

export interface CompsSummary {
  layout: CompsLayout;
  /** January first. */
  byMonth: CompsFigures[];
  byTier: Record<DealTier, TierFigures>;
}

/** What the worker posts back: the summary and what happened to the rows. */
/** The summary and the sample's row counts (its raw lists stay in the worker). */
export type CompsReport = { summary: CompsSummary } & Omit<CompsSample, 'layout' | 'adr' | 'occupancy'>;

/**
 * The p-th percentile (0 ≤ p ≤ 1) of values sorted ascending, interpolating linearly between the closest ranks:
 * rank h = (n − 1)·p, then x⌊h⌋ + (h − ⌊h⌋)·(x⌊h⌋+1 − x⌊h⌋). The same as Excel's PERCENTILE.INC and NumPy's default.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of no values');
  const rank = (sorted.length - 1) * p;
  const below = Math.floor(rank);
  const lower = sorted[below]!;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)]!;
  return lower + (rank - below) * (upper - lower);
}

/** The quartiles of any values (not sorted in place); null for none. */
export function quartiles(values: readonly number[]): Percentiles | null {
  if (values.length === 0) return null;
  // A typed array sorts numerically, and faster than an array with a comparator.
  const sorted = Float64Array.from(values).sort();
  return { p25: percentile(sorted, 0.25), p50: percentile(sorted, 0.5), p75: percentile(sorted, 0.75) };
}

const figures = (adr: readonly number[], occupancy: readonly number[]): CompsFigures => ({
  count: adr.length,
  adr: quartiles(adr),
  occupancy: quartiles(occupancy),
});

/**
 * Per month and per tier. `tierOfMonth` is the deal's `seasons.tierOfMonth` (12 entries, January first). A tier
 * pools the rows of its months; listings, which have no months, count once in every month and every tier that has a
 * month (a tier without months has no figures, as the deal doesn't use it).
 */
export function summariseComps(sample: CompsSample, tierOfMonth: readonly DealTier[]): CompsSummary {
  const monthsOf = (tier: DealTier) =>
    tierOfMonth.flatMap((monthTier, index) => (monthTier === tier ? [index + 1] : []));
  if (sample.layout === 'listings') {
    const all = figures(sample.adr[0] ?? [], sample.occupancy[0] ?? []);
    const none: CompsFigures = { count: 0, adr: null, occupancy: null };
    const byTier = Object.fromEntries(
      DEAL_TIERS.map((tier) => {
        const months = monthsOf(tier);
        return [tier, { ...(months.length > 0 ? all : none), months }];
      }),
    ) as Record<DealTier, TierFigures>;
    return { layout: sample.layout, byMonth: Array.from({ length: 12 }, () => all), byTier };
  }
  const byMonth = Array.from({ length: 12 }, (_, index) =>
    figures(sample.adr[index] ?? [], sample.occupancy[index] ?? []),
  );
  const byTier = Object.fromEntries(
    DEAL_TIERS.map((tier) => {
      const months = monthsOf(tier);
      const pooled = (lists: number[][]) => months.flatMap((month) => lists[month - 1] ?? []);
      return [tier, { ...figures(pooled(sample.adr), pooled(sample.occupancy)), months }];
    }),
  ) as Record<DealTier, TierFigures>;
  return { layout: sample.layout, byMonth, byTier };
}

/** The summary and the row counts, as the worker posts them back. */
export function compsReport(sample: CompsSample, tierOfMonth: readonly DealTier[]): CompsReport {
  const { layout: _layout, adr: _adr, occupancy: _occupancy, ...counts } = sample;
  return { summary: summariseComps(sample, tierOfMonth), ...counts };
}

/**
 * Where one of the deal's figures sits: below p25, from p25 up to (not including) the median, from the median to
 * p75 inclusive, or above p75. A figure at the median reads "between the median and the 75th percentile".
 */
export function dealPosition(value: number, among: Percentiles): DealPositionKey {
  if (value < among.p25) return 'below_p25';
  if (value > among.p75) return 'above_p75';
  return value < among.p50 ? 'p25_p50' : 'p50_p75';
}
