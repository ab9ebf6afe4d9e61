import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseDealInput, type DealInputDraft } from '@pac/contracts';
import { analyseDeal, headlineFigures } from '@pac/deal-model';
import { EXAMPLE_A, EXAMPLE_B_REPAYMENT } from '@pac/deal-model/worked-examples';
import { HeadlineCards } from './headline-cards.js';

// Example A: a rent-to-rent 2-bed city flat; Example B (repayment): a £250,000 holiday let with a 25-year mortgage.
function analysisOf(draft: DealInputDraft) {
  const parsed = parseDealInput(draft);
  if (!parsed.success) throw new Error(parsed.error);
  return { input: parsed.input, result: analyseDeal(parsed.input) };
}

describe('HeadlineCards', () => {
  it.each([
    ['a tenancy', EXAMPLE_A],
    ['a purchase', EXAMPLE_B_REPAYMENT],
  ])("shows @pac/deal-model's headline figures for %s, in order, as the PDF report does", (_, draft) => {
    const analysis = analysisOf(draft);
    render(<HeadlineCards analysis={analysis} />);
    const shown = screen.getAllByRole('group').map((group) => ({
      label: group.getAttribute('aria-label'),
      text: group.textContent,
    }));
    expect(shown).toEqual(
      headlineFigures(analysis.input, analysis.result).map(({ label, value, caption }) => ({
        label,
        text: `${label}${value}${caption}`,
      })),
    );
  });
});
