import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEALS_API_MESSAGES, ROUTES, dealPath } from '@pac/contracts';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import SavedDealPage from './saved-deal-page.js';
import { analyserReady } from '../../testing/analyser-ready.js';
import {
  bodyOf,
  headlineCard,
  renderPage,
  signIn,
  stubApi,
  stubResizeObserver,
} from '../../testing/render-page.js';
import { DEAL_ID, allowanceReply, savedDealOf } from '../../testing/saved-deal-fixture.js';

vi.mock('../../components/results/charts/cash-charts.js', () => ({ default: () => <p>Charts</p> }));

const renderDeal = () => renderPage(<SavedDealPage />, { path: ROUTES.deal, entry: dealPath(DEAL_ID) });
const deal = savedDealOf({ ...EXAMPLE_A, name: 'Flat 2, Leeds' });

// Each keystroke re-renders the results tables, which jsdom does slowly (a browser takes a few ms).
describe('/deals/:id', { timeout: 20_000 }, () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('loads the saved input into the form; every card follows an edit; Save changes replaces it', async () => {
    signIn();
    const fetchMock = stubApi({
      [`GET /api/deals/${DEAL_ID}`]: [{ body: { success: true, deal } }],
      'GET /api/analysis/allowance': [allowanceReply(3, 25)],
      [`PUT /api/deals/${DEAL_ID}`]: [{ body: { success: true, deal } }],
    });
    renderDeal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Flat 2, Leeds' })).toBeInTheDocument();
    expect(document.title).toBe('Flat 2, Leeds · Property Analysis Calculator');
    await analyserReady();
    expect(headlineCard('Net cash flow').getByText('£3,160')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Scenarios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create share link' })).toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Analyser steps' })).getByRole('button', {
        name: /Revenue and seasons/,
      }),
    );
    const lowRate = screen.getByLabelText('Low season nightly rate');
    await userEvent.clear(lowRate);
    await userEvent.paste('100');
    expect(headlineCard('Net cash flow').getByText('£3,698')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument());
    expect(bodyOf(fetchMock, `PUT /api/deals/${DEAL_ID}`)).toMatchObject({
      name: 'Flat 2, Leeds',
      input: { seasons: { low: { rate: 100 } } },
    });
  });

  it("shows a clear not-found state for a deal that is deleted or another user's", async () => {
    signIn();
    stubApi({
      [`GET /api/deals/${DEAL_ID}`]: [
        { status: 404, body: { success: false, error: DEALS_API_MESSAGES.dealNotFound } },
      ],
      'GET /api/analysis/allowance': [allowanceReply(3, 25)],
    });
    renderDeal();
    expect(await screen.findByText(new RegExp(DEALS_API_MESSAGES.dealNotFound))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your saved deals' })).toHaveAttribute(
      'href',
      ROUTES.deals,
    );
  });

  it('asks a visitor to sign in, without asking the API', () => {
    const fetchMock = stubApi({});
    renderDeal();
    expect(screen.getByRole('heading', { name: 'Sign in to open this deal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', ROUTES.login);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
