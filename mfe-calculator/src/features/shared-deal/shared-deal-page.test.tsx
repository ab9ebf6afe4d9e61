import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEAL_INPUT_OUT_OF_BOUNDS_CODE,
  DEALS_API_MESSAGES,
  ROUTES,
  sharedDealPath,
  type DealOutOfBoundsBody,
} from '@pac/contracts';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import { headlineCard, renderPage, signIn, stubApi, stubResizeObserver } from '../../testing/render-page.js';
import { savedDealOf } from '../../testing/saved-deal-fixture.js';
import { CALCULATOR_PAGE_META } from '../../texts.js';
import SharedDealPage from './shared-deal-page.js';

vi.mock('../../components/results/charts/cash-charts.js', () => ({ default: () => <p>Charts</p> }));

const TOKEN = 'share-token-1';
const renderShared = () =>
  renderPage(<SharedDealPage />, { path: ROUTES.sharedDeal, entry: sharedDealPath(TOKEN) });

describe('/shared/:token', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the shared deal read-only: name, key assumptions and the results, no form', async () => {
    signIn();
    const { name, input, result } = savedDealOf({ ...EXAMPLE_A, name: 'Flat 2, Leeds' });
    const fetchMock = stubApi({
      [`GET /api/shared/${TOKEN}`]: [{ body: { success: true, deal: { name, input, result } } }],
    });
    renderShared();
    expect(await screen.findByRole('heading', { level: 1, name: 'Flat 2, Leeds' })).toBeInTheDocument();
    expect(document.title).toBe('Flat 2, Leeds (shared) · Property Analysis Calculator');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A deal analysis shared with you: its assumptions and results.',
    );
    expect(screen.getByText('Rent-to-rent')).toBeInTheDocument();
    expect(headlineCard('Net cash flow').getByText('£3,160')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // No field of the deal: the only numbers to type are the reader's own scenario shifts, which save nothing.
    expect(await screen.findByRole('heading', { name: 'Scenarios' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('spinbutton').map((field) => (field as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Shift nightly rates by (%)', 'Shift occupancy by (%)']);
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
    // Shared links are public: not even a signed-in reader's token is sent.
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('says the shared deal does not exist (or is no longer shared) on a 404, with a link home', async () => {
    stubApi({
      [`GET /api/shared/${TOKEN}`]: [
        { status: 404, body: { success: false, error: DEALS_API_MESSAGES.sharedDealNotFound } },
      ],
    });
    renderShared();
    expect(await screen.findByText(DEALS_API_MESSAGES.sharedDealNotFound)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shared deal not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', ROUTES.home);
  });

  it("says plainly that a deal saved with values the calculator no longer accepts can't be shown (422)", async () => {
    const refusal: DealOutOfBoundsBody = {
      success: false,
      error: DEALS_API_MESSAGES.sharedDealOutOfBounds,
      code: DEAL_INPUT_OUT_OF_BOUNDS_CODE,
    };
    stubApi({ [`GET /api/shared/${TOKEN}`]: [{ status: 422, body: refusal }] });
    renderShared();
    const title = CALCULATOR_PAGE_META.sharedDealOutOfBounds.title;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(DEALS_API_MESSAGES.sharedDealOutOfBounds)).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Property Analysis Calculator`);
    // Only the deal's owner can correct it: trying again would answer the same.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analyse a deal of your own' })).toHaveAttribute(
      'href',
      ROUTES.calculator,
    );
  });
});
