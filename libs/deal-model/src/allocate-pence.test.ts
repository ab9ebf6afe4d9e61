import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePence } from './allocate-pence.js';
import { decimalArithmetic } from './decimal-arithmetic.js';

describe('allocatePence', () => {
  it('floors, then gives leftover pennies by largest remainder, ties to the first listed', () => {
    expect(allocatePence(decimalArithmetic, 315_999, [50, 50])).toEqual([158_000, 157_999]);
    expect(allocatePence(decimalArithmetic, 100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocatePence(decimalArithmetic, 10, [1, 2, 4])).toEqual([1, 3, 6]);
    expect(allocatePence(decimalArithmetic, 0, [1, 2])).toEqual([0, 0]);
    expect(allocatePence(decimalArithmetic, 5, [0, 0])).toEqual([0, 0]);
  });

  it('sums to the total and matches the exact decimal rule, whichever path it takes', () => {
    const weight = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
      // More decimals than the integer path takes, or amounts too large for it.
      fc.double({ min: 0, max: 100, noNaN: true }),
      fc.integer({ min: 0, max: 2 ** 40 }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.array(weight, { minLength: 1, maxLength: 6 }),
        (total, weights) => {
          const shares = allocatePence(decimalArithmetic, total, weights);
          const weightTotal = weights.reduce((sum, w) => sum + w, 0);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(weightTotal > 0 ? total : 0);
          // Each share is within a penny of its exact share.
          shares.forEach((share, index) => {
            if (weightTotal === 0) return;
            const exact = (total * weights[index]!) / weightTotal;
            expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6 * Math.max(1, exact));
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
