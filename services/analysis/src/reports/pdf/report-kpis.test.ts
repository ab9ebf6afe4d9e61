import { parseDealInput, type DealInputDraft } from '@pac/contracts';
import { analyseDeal, headlineFigures } from '@pac/deal-model';
import { EXAMPLE_A, EXAMPLE_B_REPAYMENT } from '@pac/deal-model/worked-examples';
import { describe, expect, it } from 'vitest';
import { headlineCards } from './report-kpis.js';

// Example A: a rent-to-rent 2-bed city flat; Example B (repayment): a £250,000 holiday let with a 25-year mortgage.
function analysisOf(draft: DealInputDraft) {
  const parsed = parseDealInput(draft);
  if (!parsed.success) throw new Error(parsed.error);
  return { input: parsed.input, result: analyseDeal(parsed.input) };
}

describe("the report's KPI cards", () => {
  it.each([
    ['a tenancy', EXAMPLE_A],
    ['a purchase', EXAMPLE_B_REPAYMENT],
  ])('are the results page headline figures for %s: same cards, order, captions and red ones', (_, draft) => {
    const { input, result } = analysisOf(draft);
    const figures = headlineFigures(input, result);
    expect(headlineCards(input, result)).toEqual(
      figures.map(({ label, value, caption, negative }) => ({
        label,
        value,
        caption,
        tone: negative ? 'negative' : 'neutral',
      })),
    );
  });

  it('leaves gross ROI and the simple payback out of the cards: the payback month is the one figure', () => {
    const { input, result } = analysisOf(EXAMPLE_A);
    const cards = headlineCards(input, result);
    expect(cards.map((card) => card.label)).not.toContain('Simple payback');
    expect(cards.map((card) => card.label)).not.toContain('Gross ROI');
    expect(cards.slice(0, 4).map((card) => card.label)).toEqual([
      'Net cash flow',
      'Net ROI / cash-on-cash',
      'Break-even occupancy',
      'Payback month',
    ]);
    expect(cards.find((card) => card.label === 'Payback month')).toMatchObject({ value: 'Month 32' });
  });
});
