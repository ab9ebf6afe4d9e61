import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { HEADLINE_FIGURE_LABELS, headlineFigures, moreMeasures } from './headline-figures.js';
import { parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A, EXAMPLE_B_REPAYMENT } from './worked-examples.js';

// Example A: a rent-to-rent 2-bed city flat (EXAMPLE_A); Example B: a £250,000 holiday let bought with a 75 % loan.
const figuresOf = (draft: typeof EXAMPLE_A) => {
  const input = parsed(draft);
  return headlineFigures(input, analyseDeal(input));
};

describe('headlineFigures', () => {
  it('gives a tenancy nine cards, what decides the deal first, money in whole pounds, each with its caption', () => {
    expect(figuresOf(EXAMPLE_A).map(({ label, value, caption }) => [label, value, caption])).toEqual([
      ['Net cash flow', '£3,160', 'Year 1, pre-tax'],
      ['Net ROI / cash-on-cash', '35.7%', 'Net cash flow ÷ cash invested'],
      ['Break-even occupancy', '56.1%', 'Forecast 66.8%'],
      ['Payback month', 'Month 32', 'Cash invested back'],
      ['Gross revenue', '£32,475', 'Year 1'],
      ['Occupancy', '66.8%', '243.64 of 365.00 nights'],
      ['ADR', '£117', '£117.29 a booked night'],
      ['RevPAR', '£78', '£78.29 an available night'],
      ['Cash invested', '£8,846', 'All money in at the start'],
    ]);
  });

  it('adds yields, cap rate and DSCR for a purchase, red where cover is below 1', () => {
    const figures = figuresOf(EXAMPLE_B_REPAYMENT);
    expect(figures.slice(-4).map(({ key, caption }) => [key, caption])).toEqual([
      ['grossYield', 'Revenue less VAT ÷ price'],
      ['netYield', 'NOI ÷ price, stamp duty, legal fees and survey'],
      ['capRate', 'NOI ÷ price'],
      ['dscr', 'NOI ÷ debt service'],
    ]);
    const byKey = Object.fromEntries(figures.map((figure) => [figure.key, figure]));
    expect(byKey.dscr).toMatchObject({ value: '0.94', negative: true });
    expect(byKey.netCashFlow).toMatchObject({ value: '−£861', negative: true });
  });

  it('keeps gross ROI (235.3 %) and the simple payback (33.6 months) out of the cards, each with its meaning', () => {
    const input = parsed(EXAMPLE_A);
    const measures = moreMeasures(analyseDeal(input));
    expect(measures.map(({ label, value }) => [label, value])).toEqual([
      ['Gross ROI', '235.3%'],
      ['Simple payback', '33.6 months'],
    ]);
    for (const measure of measures) expect(measure.meaning.length).toBeGreaterThan(40);
    expect(figuresOf(EXAMPLE_A).map((figure) => figure.key)).not.toContain('grossRoi');
  });

  it('names every figure from HEADLINE_FIGURE_LABELS', () => {
    for (const figure of figuresOf(EXAMPLE_B_REPAYMENT))
      expect(figure.label).toBe(HEADLINE_FIGURE_LABELS[figure.key]);
  });
});
