import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDealInput, type DealInputDraft } from '@pac/contracts';
import { analyseDeal } from '@pac/deal-model';
import { EXAMPLE_A, EXAMPLE_B } from '@pac/deal-model/worked-examples';
import { stubResizeObserver } from '../../testing/render-page.js';
import { ResultsView } from './results-view.js';

function analysisOf(draft: DealInputDraft) {
  const parsed = parseDealInput(draft);
  if (!parsed.success) throw new Error(parsed.error);
  return { input: parsed.input, result: analyseDeal(parsed.input) };
}

const card = (title: string) => within(screen.getByRole('group', { name: title }));

// Example A: a rent-to-rent 2-bed city flat; Example B: a £250,000 holiday let bought with a 75 % loan.
describe('ResultsView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a rent-to-rent deal's cards, warnings, month table and P&L (Example A)", async () => {
    stubResizeObserver();
    render(<ResultsView analysis={analysisOf(EXAMPLE_A)} />);
    expect(card('Gross revenue').getByText('£32,475')).toBeInTheDocument();
    expect(card('Occupancy').getByText('66.8%')).toBeInTheDocument();
    expect(card('ADR').getByText('£117.29 a booked night')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'DSCR' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-warning="deposit_in_cash_invested"]')).not.toBeNull();

    // The tables follow the cards one by one.
    const months = within(await screen.findByRole('region', { name: 'Month-by-month table' }));
    const january = months.getByRole('row', { name: /^Jan 2026/ });
    // Net operating income and net cash flow (no mortgage).
    expect(within(january).getAllByText('−£380.81')).toHaveLength(2);
    const year = months.getByRole('row', { name: /^Year/ });
    expect(within(year).getAllByText('£3,159.99')).toHaveLength(2);

    const pnl = within(await screen.findByRole('region', { name: 'Annual profit and loss table' }));
    expect(
      within(pnl.getByRole('row', { name: /^Gross profit/ })).getByText('£20,814.23'),
    ).toBeInTheDocument();

    // The charts arrive in their own chunk, after the cards.
    expect(
      await screen.findByRole('img', { name: /Bar chart of gross revenue and total costs/ }),
    ).toBeInTheDocument();
    const cumulative = screen.getByRole('img', { name: /cumulative cash.*Month 32/ });
    expect(within(cumulative).getByText('Payback: month 32')).toBeInTheDocument();
  });

  it('below the wide layout, shows the cards at once and the tables only once their place nears the screen', async () => {
    stubResizeObserver();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    let reportNear: (near: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          reportNear = (near) =>
            callback(
              [{ isIntersecting: near } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<ResultsView analysis={analysisOf(EXAMPLE_A)} />);
    expect(card('Net cash flow').getByText('£3,160')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Month-by-month table' })).not.toBeInTheDocument();

    act(() => reportNear(true));
    expect(await screen.findByRole('region', { name: 'Month-by-month table' })).toBeInTheDocument();
  });

  it("adds a purchase's yields, cap rate and DSCR, and the stamp-duty workings (Example B)", async () => {
    stubResizeObserver();
    render(<ResultsView analysis={analysisOf(EXAMPLE_B)} />);
    expect(card('Gross yield').getByText('16.1%')).toBeInTheDocument();
    expect(card('DSCR').getByText('1.26')).toBeInTheDocument();
    const bands = within(await screen.findByRole('region', { name: 'Stamp duty bands table' }));
    expect(
      within(bands.getByRole('row', { name: /rounded down/ })).getByText('£15,000.00'),
    ).toBeInTheDocument();
  });
});
