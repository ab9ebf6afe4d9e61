import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEAL_INPUT_OUT_OF_BOUNDS_CODE,
  DEAL_MESSAGES,
  DEALS_API_MESSAGES,
  MAX_MONEY_AMOUNT,
  ROUTES,
  dealPath,
  type DealOutOfBoundsBody,
  type SavedDeal,
} from '@pac/contracts';
import { comparePath } from './compare/compare-ids.js';
import { renderDeals, savedDeal, signIn, stubApi } from '../../testing/deals-test-kit.js';
import { DEAL_TO_CORRECT_TEXTS } from '../../texts.js';

const id = (n: number) => `${n}${n}${n}${n}${n}${n}${n}${n}-0000-4000-8000-000000000000`;

/** A saved deal with chosen headline figures, so the best of each row is known. */
function dealWith(
  n: number,
  name: string,
  figures: { ncf: number; payback: number | null; cash: number; adr: number | null },
) {
  const deal = savedDeal(id(n), name);
  const result = structuredClone(deal.result);
  result.annual.netCashFlow = figures.ncf;
  result.kpis.paybackMonth = figures.payback;
  result.cashInvested.total = figures.cash;
  result.kpis.adr = figures.adr;
  return { ...deal, result } satisfies SavedDeal;
}

const first = dealWith(1, 'First', { ncf: 5000, payback: 20, cash: 9000, adr: 100.4 });
const second = dealWith(2, 'Second', { ncf: 3000, payback: 12, cash: 9000, adr: 100.39 });
const third = dealWith(3, 'Third', { ncf: 5000, payback: null, cash: 12000, adr: null });

function stubDeals(deals: SavedDeal[]) {
  return stubApi(
    Object.fromEntries(deals.map((deal) => [`GET /api/deals/${deal.id}`, { body: { success: true, deal } }])),
  );
}

/** The deal names whose cell in the metric's row carries the Best badge. */
function bestIn(label: string): string[] {
  const table = screen.getByRole('table');
  const names = within(table)
    .getAllByRole('columnheader')
    .slice(1)
    .map((header) => within(header).getByRole('link').textContent);
  const rowHeader = within(table).getByRole('rowheader', { name: new RegExp(`^${label}`) });
  const cells = within(rowHeader.closest('tr')!).getAllByRole('cell');
  return cells.flatMap((cell, index) => (within(cell).queryByText('Best') ? [names[index]!] : []));
}

describe('/deals/compare', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the deals side by side and marks the best value of each figure, ties included, nulls and all-equal rows never', async () => {
    signIn();
    stubDeals([first, second, third]);
    await renderDeals(comparePath([first.id, second.id, third.id]));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(document.title).toBe('Compare deals · Property Analysis Calculator');
    expect(screen.getByRole('link', { name: 'Second' })).toHaveAttribute('href', dealPath(second.id));

    // Higher is better, with a tie.
    expect(bestIn('Net cash flow')).toEqual(['First', 'Third']);
    // Lower is better; a deal that never pays back is not the best.
    expect(bestIn('Payback month')).toEqual(['Second']);
    expect(bestIn('Cash invested')).toEqual(['First', 'Second']);
    // Pence tell these apart; no ADR is never the best.
    expect(bestIn('ADR')).toEqual(['First']);
    // The same input gives the same occupancy: a tie across the board, so nobody is marked best.
    expect(bestIn('Occupancy')).toEqual([]);
    expect(screen.getByRole('rowheader', { name: /^ADR/ }).closest('tr')).toHaveTextContent('n/a');
    // Tenancies only: no purchase rows.
    expect(screen.queryByRole('rowheader', { name: /^DSCR/ })).not.toBeInTheDocument();
    // Its own scrolling box, reachable by keyboard.
    expect(screen.getByRole('region', { name: /Compared deals/ })).toHaveAttribute('tabindex', '0');
  });

  it('stacks the deals as cards on a phone, each figure with its Best mark', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    signIn();
    stubDeals([first, second]);
    await renderDeals(comparePath([first.id, second.id]));
    const cards = await screen.findByRole('list', { name: '2 compared deals' });
    expect(screen.queryByRole('table', { name: /^Headline figures/ })).not.toBeInTheDocument();
    const firstCard = within(cards).getByRole('article', { name: 'First' });
    const secondCard = within(cards).getByRole('article', { name: 'Second' });
    const figure = (card: HTMLElement, label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling!;
    expect(figure(firstCard, 'Net cash flow')).toHaveTextContent('Best');
    expect(figure(secondCard, 'Net cash flow')).not.toHaveTextContent('Best');
    expect(figure(secondCard, 'Payback month')).toHaveTextContent('Best');
  });

  it('adds the decision rows: IRR, equity multiple, after-tax and stressed cash flow, break-even margin', async () => {
    signIn();
    const richer = structuredClone(second);
    richer.result.returns.irrPercent = (first.result.returns.irrPercent ?? 0) + 5;
    richer.result.tax = {
      owner: 'company',
      profitBeforeFinance: 1000,
      financeCosts: 0,
      taxableProfit: 1000,
      section24Credit: 0,
      taxDue: 190,
      afterTaxCashFlow: 2810,
      afterTaxRoiPercent: 31.2,
    };
    stubDeals([first, richer]);
    await renderDeals(comparePath([first.id, richer.id]));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(bestIn('IRR')).toEqual(['Second']);
    // Only the deal with a tax owner has an after-tax figure; the other says it is not shown.
    expect(bestIn('After-tax cash flow')).toEqual(['Second']);
    expect(screen.getByRole('rowheader', { name: /^After-tax cash flow/ }).closest('tr')).toHaveTextContent(
      'Not shown',
    );
    for (const label of ['Equity multiple', 'Stressed cash flow', 'Break-even margin'])
      expect(screen.getByRole('rowheader', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /^Break-even margin/ }).closest('tr')).toHaveTextContent(
      /pts/,
    );
  });

  it.each([
    ['one id', [id(1)]],
    ['five ids', [1, 2, 3, 4, 5].map(id)],
  ])('refuses %s with a way back to the list', async (_case, ids) => {
    signIn();
    const api = stubApi({});
    await renderDeals(comparePath(ids));
    expect(screen.getByRole('alert')).toHaveTextContent(ids.length === 1 ? /at least 2/ : /at most 4/);
    expect(screen.getByRole('link', { name: 'Back to saved deals' })).toHaveAttribute('href', ROUTES.deals);
    expect(api.calls).toHaveLength(0);
  });

  it('says so when one of the deals is unknown', async () => {
    signIn();
    stubApi({
      [`GET /api/deals/${first.id}`]: { body: { success: true, deal: first } },
      [`GET /api/deals/${id(9)}`]: { status: 404, body: { success: false, error: 'Deal not found.' } },
    });
    await renderDeals(comparePath([first.id, id(9)]));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be found/);
    expect(screen.getByRole('link', { name: 'Back to saved deals' })).toHaveAttribute('href', ROUTES.deals);
  });

  it('names a deal saved with values the calculator no longer accepts (422), with the way to correct it', async () => {
    signIn();
    const { id: dealId, name, model, input, createdAt, updatedAt } = second;
    const refusal: DealOutOfBoundsBody = {
      success: false,
      error: DEALS_API_MESSAGES.storedInputOutOfBounds,
      code: DEAL_INPUT_OUT_OF_BOUNDS_CODE,
      fieldErrors: { 'input.setup.furniture': DEAL_MESSAGES.tooLarge('Furniture', MAX_MONEY_AMOUNT) },
      deal: { id: dealId, name, model, input, createdAt, updatedAt },
    };
    stubApi({
      [`GET /api/deals/${first.id}`]: { body: { success: true, deal: first } },
      [`GET /api/deals/${second.id}`]: { status: 422, body: refusal },
    });
    await renderDeals(comparePath([first.id, second.id]));
    expect(await screen.findByRole('alert')).toHaveTextContent(DEAL_TO_CORRECT_TEXTS.notComparable('Second'));
    expect(screen.getByRole('link', { name: DEAL_TO_CORRECT_TEXTS.openToCorrect })).toHaveAttribute(
      'href',
      dealPath(second.id),
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('adds yields, cap rate and DSCR when a purchase is compared', async () => {
    signIn();
    const purchase = { ...first, model: 'purchase' as const };
    stubDeals([purchase, second]);
    await renderDeals(comparePath([purchase.id, second.id]));
    expect(await screen.findByRole('rowheader', { name: /^DSCR/ })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /^Cap rate/ })).toBeInTheDocument();
  });
});
