import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { dealVerdict, keyRisks } from './deal-verdict.js';
import { parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A, EXAMPLE_B, EXAMPLE_B_REPAYMENT } from './worked-examples.js';

const resultOf = (draft: typeof EXAMPLE_A) => analyseDeal(parsed(draft));

describe('the one-line verdict', () => {
  it('Example A: £3,159.99 on £8,846.15 (35.7 %), month 32, 66.75 % forecast against 56.12 % break-even', () => {
    // Margin: 243.64 of 365 nights = 66.75 %; break-even 56.12 % (deal-calculator.md's Example A): 10.63 → 10.6.
    expect(dealVerdict(resultOf(EXAMPLE_A))).toBe(
      'Makes £3,160 in year 1, 35.7% on £8,846 invested, and pays the cash back in month 32, with 10.6 points of occupancy to spare before it loses money.',
    );
  });

  it('a loss says what occupancy it needs against the forecast', () => {
    // Example B on a repayment mortgage: −£860.73 a year; break-even 63.9 % against the 61.0 % forecast.
    expect(dealVerdict(resultOf(EXAMPLE_B_REPAYMENT))).toBe(
      'Loses £861 in year 1 at these assumptions: it needs 63.9% occupancy to break even against the 61.0% forecast.',
    );
  });

  it('a deal that pays but not within ten years says so (Example B interest-only: 453.4 months simple)', () => {
    expect(dealVerdict(resultOf(EXAMPLE_B))).toBe(
      'Makes £2,644 in year 1, 2.6% on £99,899 invested, and does not pay the cash back within 10 years, with 9.1 points of occupancy to spare before it loses money.',
    );
  });

  it('calls a margin under 5 points thin', () => {
    // Example A at £1,150 rent: £2,400 a year less (£759.99 left), so the margin shrinks to a few points.
    const thin = resultOf({ ...EXAMPLE_A, tenancy: { ...EXAMPLE_A.tenancy, monthlyRent: 1_150 } });
    expect(dealVerdict(thin)).toMatch(
      /, but with only \d\.\d points of occupancy above break-even the margin is thin\.$/,
    );
  });

  it('lists the warnings as the key risks, or says there are none', () => {
    expect(keyRisks(resultOf(EXAMPLE_B_REPAYMENT))).toContain(
      'Debt service cover of 0.94 is below 1.25: net operating income does not cover the mortgage payments.',
    );
    expect(keyRisks({ ...resultOf(EXAMPLE_A), warnings: [] })).toEqual(['No warnings at these assumptions.']);
  });
});
