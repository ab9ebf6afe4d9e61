import { describe, expect, it } from 'vitest';
import { type DealTier } from '@pac/contracts';
import { parseCompsText } from './comps-parse.js';
import { compsReport, dealPosition, percentile, quartiles, summariseComps } from './comps-summary.js';
import { TEST_TIER_OF_MONTH } from './comps-test-tiers.js';

const sampleOf = (text: string) => {
  const parsed = parseCompsText(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.sample;
};

// Occupancy written four ways on purpose: 50%, 0.6 (a fraction), 70 (percent), 80%.
const MONTH_TABLE = `month,adr,occupancy
Jan,100,50%
January,120,0.6
2025-01,140,70
1,200,80%
Feb,90,40
Jul,150,0.9
July,170,85%
08,210,95
`;

describe('percentile (PERCENTILE.INC)', () => {
  it('interpolates between the closest ranks', () => {
    // 1..10, p = 0.25: rank (10 − 1) × 0.25 = 2.25 → x2 + 0.25 × (x3 − x2) = 3 + 0.25 × 1 = 3.25 (Excel says 3.25).
    const oneToTen = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(oneToTen, 0.25)).toBe(3.25);
    // p = 0.5: rank 4.5 → 5 + 0.5 × 1 = 5.5; p = 0.75: rank 6.75 → 7 + 0.75 × 1 = 7.75.
    expect(percentile(oneToTen, 0.5)).toBe(5.5);
    expect(percentile(oneToTen, 0.75)).toBe(7.75);
    // The ends are the smallest and largest values.
    expect(percentile(oneToTen, 0)).toBe(1);
    expect(percentile(oneToTen, 1)).toBe(10);
  });

  it('sorts a copy, gives a single value for every quartile, and nothing for no values', () => {
    const values = [200, 100, 140, 120];
    // Sorted 100, 120, 140, 200: p25 rank 0.75 → 100 + 0.75 × 20 = 115; p50 rank 1.5 → 130;
    // p75 rank 2.25 → 140 + 0.25 × 60 = 155.
    expect(quartiles(values)).toEqual({ p25: 115, p50: 130, p75: 155 });
    expect(values).toEqual([200, 100, 140, 120]);
    expect(quartiles([42])).toEqual({ p25: 42, p50: 42, p75: 42 });
    expect(quartiles([])).toBeNull();
  });
});

describe('summariseComps, a table by month', () => {
  const summary = summariseComps(sampleOf(MONTH_TABLE), TEST_TIER_OF_MONTH);

  it('gives each month its own quartiles', () => {
    const january = summary.byMonth[0]!;
    expect(january.count).toBe(4);
    // ADR 100, 120, 140, 200 (n = 4): p25 rank 0.75 → 115; p50 rank 1.5 → 130; p75 rank 2.25 → 155.
    expect(january.adr).toEqual({ p25: 115, p50: 130, p75: 155 });
    // Occupancy 50, 60, 70, 80: p25 → 50 + 0.75 × 10 = 57.5; p50 → 65; p75 → 70 + 0.25 × 10 = 72.5.
    expect(january.occupancy!.p25).toBeCloseTo(57.5, 10);
    expect(january.occupancy!.p50).toBeCloseTo(65, 10);
    expect(january.occupancy!.p75).toBeCloseTo(72.5, 10);
    // February has one row: every quartile is it.
    expect(summary.byMonth[1]).toEqual({
      count: 1,
      adr: { p25: 90, p50: 90, p75: 90 },
      occupancy: { p25: 40, p50: 40, p75: 40 },
    });
    // March has none.
    expect(summary.byMonth[2]).toEqual({ count: 0, adr: null, occupancy: null });
  });

  it("pools each tier's months", () => {
    // Low = January, February, December (no rows): ADR 90, 100, 120, 140, 200 (n = 5) → ranks 1, 2, 3 exactly:
    // 100, 120, 140. Occupancy 40, 50, 60, 70, 80 → 50, 60, 70.
    const low = summary.byTier.low;
    expect(low.months).toEqual([1, 2, 12]);
    expect(low.count).toBe(5);
    expect(low.adr).toEqual({ p25: 100, p50: 120, p75: 140 });
    expect(low.occupancy!.p25).toBeCloseTo(50, 10);
    expect(low.occupancy!.p50).toBeCloseTo(60, 10);
    expect(low.occupancy!.p75).toBeCloseTo(70, 10);
    // High = July, August: ADR 150, 170, 210 (n = 3): p25 rank 0.5 → 160; p50 → 170; p75 rank 1.5 → 190.
    // Occupancy 85, 90, 95 → 87.5, 90, 92.5.
    const high = summary.byTier.high;
    expect(high.adr).toEqual({ p25: 160, p50: 170, p75: 190 });
    expect(high.occupancy!.p25).toBeCloseTo(87.5, 10);
    expect(high.occupancy!.p50).toBeCloseTo(90, 10);
    expect(high.occupancy!.p75).toBeCloseTo(92.5, 10);
    // Medium's seven months have no rows.
    expect(summary.byTier.medium).toEqual({
      months: [3, 4, 5, 6, 9, 10, 11],
      count: 0,
      adr: null,
      occupancy: null,
    });
  });
});

describe('summariseComps, Inside Airbnb listings', () => {
  // Three listings, minimum stay ≤ 3, so nights a month = reviews ÷ 0.5 × 3 = 6 × reviews, over 365/12 days:
  // 0.5 → 3 nights → 3 × 12 / 365 = 9.863%; 1 → 6 nights → 19.726%; 2 → 12 nights → 39.452%.
  const LISTINGS = `id,room_type,price,minimum_nights,reviews_per_month
1,Entire home/apt,$100.00,1,0.5
2,Entire home/apt,$150.00,2,1
3,Entire home/apt,$80.00,3,2
`;
  const onlyLowAndHigh: DealTier[] = TEST_TIER_OF_MONTH.map((tier) => (tier === 'medium' ? 'high' : tier));
  const summary = summariseComps(sampleOf(LISTINGS), onlyLowAndHigh);

  it('counts every listing in every month, and in every tier that has a month', () => {
    // ADR 80, 100, 150 (n = 3): p25 rank 0.5 → 90; p50 → 100; p75 rank 1.5 → 125.
    const expected = { p25: 90, p50: 100, p75: 125 };
    for (const month of summary.byMonth) expect(month.adr).toEqual(expected);
    expect(summary.byTier.low.adr).toEqual(expected);
    expect(summary.byTier.high.adr).toEqual(expected);
    // Occupancy 9.863, 19.726, 39.452: p25 → (9.863 + 19.726) / 2 = 14.795; p50 → 19.726; p75 → 29.589.
    const occupancy = summary.byTier.low.occupancy!;
    expect(occupancy.p25).toBeCloseTo(((3 + 6) / 2) * (1200 / 365), 10);
    expect(occupancy.p50).toBeCloseTo(6 * (1200 / 365), 10);
    expect(occupancy.p75).toBeCloseTo(((6 + 12) / 2) * (1200 / 365), 10);
    // No month is medium: the tier has no figures.
    expect(summary.byTier.medium).toEqual({ months: [], count: 0, adr: null, occupancy: null });
  });

  it('reports the row counts with the summary', () => {
    const report = compsReport(sampleOf(LISTINGS), onlyLowAndHigh);
    expect(report).toMatchObject({ rowsRead: 3, used: 3, skipped: {}, filteredOut: 0, currencies: ['$'] });
  });
});

describe('dealPosition', () => {
  const among = { p25: 100, p50: 120, p75: 140 };
  it('places a figure in one of four bands, each lower bound included', () => {
    expect(dealPosition(99.99, among)).toBe('below_p25');
    expect(dealPosition(100, among)).toBe('p25_p50');
    expect(dealPosition(119, among)).toBe('p25_p50');
    expect(dealPosition(120, among)).toBe('p50_p75');
    expect(dealPosition(140, among)).toBe('p50_p75');
    expect(dealPosition(140.01, among)).toBe('above_p75');
  });
});
