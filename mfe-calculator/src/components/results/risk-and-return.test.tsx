import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseDealInput, type DealInputDraft } from '@pac/contracts';
import { analyseDeal } from '@pac/deal-model';
import { EXAMPLE_A, EXAMPLE_B } from '@pac/deal-model/worked-examples';
import { RiskAndReturn } from './risk-and-return.js';

function analysisOf(draft: DealInputDraft) {
  const parsed = parseDealInput(draft);
  if (!parsed.success) throw new Error(parsed.error);
  return { input: parsed.input, result: analyseDeal(parsed.input) };
}

const figure = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Risk and return', () => {
  it('shows Example B stressed at 8.5 %: −£2,981.26 a year and interest cover below 1.25', () => {
    render(<RiskAndReturn analysis={analysisOf(EXAMPLE_B)} />);
    const stress = screen.getByRole('group', { name: 'Stress test' });
    expect(figure(stress, 'Stressed rate')).toBe('8.50%');
    expect(figure(stress, 'Stressed annual cash flow')).toBe('\u2212£2,981.26');
    expect(figure(stress, 'Interest cover')).toBe('0.81 (below 1.25)');
    const returns = screen.getByRole('group', { name: 'Return over 5 years' });
    expect(figure(returns, 'Exit equity')).toBe('£96,522.15');
    expect(figure(returns, 'IRR')).toBe('2.00%');
  });

  it('draws the 5 × 5 grid with the entered deal outlined and losses named in words', () => {
    render(<RiskAndReturn analysis={analysisOf(EXAMPLE_A)} />);
    const grid = screen.getByRole('table');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(5);
    expect(within(rows[2]!).getAllByRole('cell')[2]!.textContent).toBe('£3,159.99entered deal');
    // Rates −20 % and occupancy −20 points: Example A loses money, and the cell says so.
    expect(within(rows[0]!).getAllByRole('cell')[0]!.textContent).toMatch(/^\u2212£[\d,.]+loss$/);
    expect(within(grid).getByRole('rowheader', { name: 'Rate \u221220%' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Occupancy +10 pts' })).toBeInTheDocument();
  });

  it('shows a refinance that releases everything as all money out, and asks for a tax owner when none is chosen', () => {
    render(
      <RiskAndReturn
        analysis={analysisOf({ ...EXAMPLE_B, refinance: { valuation: 400_000, loanToValuePercent: 80 } })}
      />,
    );
    const refinance = screen.getByRole('group', { name: 'Refinance' });
    expect(figure(refinance, 'Cash released')).toBe('£131,000.00');
    expect(figure(refinance, 'Money left in')).toBe('All money out');
    expect(figure(refinance, 'Return on money left in')).toBe('All money out');
    expect(screen.getByRole('group', { name: 'After tax (year 1)' })).toHaveTextContent(
      /Choose who owns the deal/,
    );
  });

  it('shows the after-tax card for an individual', () => {
    render(
      <RiskAndReturn
        analysis={analysisOf({ ...EXAMPLE_A, tax: { owner: 'individual', otherIncome: 45_000 } })}
      />,
    );
    const tax = screen.getByRole('group', { name: 'After tax (year 1)' });
    expect(figure(tax, 'Tax due')).toBe('£632.00');
    expect(figure(tax, 'After-tax cash flow')).toBe('£2,527.99');
  });
});
