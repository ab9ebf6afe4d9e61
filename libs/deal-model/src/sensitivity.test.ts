import { type DealInput } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { expectMoney, parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A } from './worked-examples.js';

const cell = (input: DealInput, rateStep: number, occupancyStep: number) => {
  const { sensitivity } = analyseDeal(input);
  const row = sensitivity.rateSteps.indexOf(rateStep);
  const column = sensitivity.occupancySteps.indexOf(occupancyStep);
  return sensitivity.netCashFlow[row]![column]!;
};

describe('sensitivity grid (A9.3), Example A', () => {
  const input = parsed(EXAMPLE_A);
  const result = analyseDeal(input);

  it('is the default 5 × 5 grid, rate rows by occupancy columns, with the entered deal at steps (0, 0)', () => {
    expect(result.sensitivity.rateSteps).toEqual([-20, -10, 0, 10, 20]);
    expect(result.sensitivity.occupancySteps).toEqual([-20, -10, 0, 10, 20]);
    expect(result.sensitivity.netCashFlow).toHaveLength(5);
    for (const row of result.sensitivity.netCashFlow) expect(row).toHaveLength(5);
    expect(result.sensitivity.netCashFlow[2]![2]).toBe(result.annual.netCashFlow);
  });

  it('adds 81.5p of cash flow per £1 of accommodation revenue when the rates rise 10 %', () => {
    // Accommodation revenue: low 5,940 + medium 11,964.60 + high 10,672 = 28,576.60 (the month table's column).
    // A pound of it pays 15.5 % platform fee and 3 % maintenance (no VAT, no management): 0.815 stays.
    // +10 %: 3,159.9866 + 2,857.66 × 0.815 = 3,159.9866 + 2,328.9929 = 5,488.9795.
    expectMoney(cell(input, 10, 0), 5_488.98, 'rate +10 %');
    // −20 %: 3,159.9866 − 2 × 2,328.9929 = −1,497.9992: a loss.
    expectMoney(cell(input, -20, 0), -1_498.0, 'rate −20 %');
  });

  it('adds each extra booked night at its rate and fee net of costs when occupancy rises 10 points', () => {
    // Available nights: low 120 (Jan, Feb, Mar, Nov), medium 153 (Apr, May, Sep, Oct, Dec), high 92 (Jun-Aug).
    // +10 points books 12, 15.3 and 9.2 more nights. A night brings its rate + £40 / 2.5 = £16 of cleaning fee,
    // × 0.815 after platform fee and maintenance, less £68 / 2.5 = £27.20 of per-stay costs:
    // low (90 + 16) × 0.815 − 27.2 = 59.19; medium 131 × 0.815 − 27.2 = 79.565; high 161 × 0.815 − 27.2 = 104.015.
    // Δ = 12 × 59.19 + 15.3 × 79.565 + 9.2 × 104.015 = 710.28 + 1,217.3445 + 956.938 = 2,884.5625.
    expectMoney(cell(input, 0, 10), 3_159.9866 + 2_884.5625, 'occupancy +10 points');
  });

  it('clamps a shifted occupancy to 100 % and to 0 %', () => {
    const at = (low: number, medium: number, high: number, sensitivity?: object) =>
      parsed({
        ...EXAMPLE_A,
        seasons: {
          ...EXAMPLE_A.seasons,
          low: { ...EXAMPLE_A.seasons?.low, occupancy: low },
          medium: { ...EXAMPLE_A.seasons?.medium, occupancy: medium },
          high: { ...EXAMPLE_A.seasons?.high, occupancy: high },
        },
        sensitivity,
      });
    const grid = analyseDeal(at(30, 45, 60, { rateSteps: [0], occupancySteps: [50, -50] })).sensitivity;
    // + 50 points: 80, 95 and 110 → 100 %; − 50 points: −20 → 0, −5 → 0 and 10 %.
    expect(grid.netCashFlow).toEqual([
      [analyseDeal(at(80, 95, 100)).annual.netCashFlow, analyseDeal(at(0, 0, 10)).annual.netCashFlow],
    ]);
  });

  it('takes steps in any order, a single step, and no 0 step', () => {
    const grid = analyseDeal(
      parsed({ ...EXAMPLE_A, sensitivity: { rateSteps: [10], occupancySteps: [10, -10] } }),
    );
    expect(grid.sensitivity.netCashFlow).toHaveLength(1);
    expect(grid.sensitivity.netCashFlow[0]).toHaveLength(2);
    expect(grid.sensitivity.netCashFlow[0]![0]).toBeGreaterThan(grid.sensitivity.netCashFlow[0]![1]!);
  });
});
