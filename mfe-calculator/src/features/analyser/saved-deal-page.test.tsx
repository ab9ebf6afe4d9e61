import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEAL_INPUT_OUT_OF_BOUNDS_CODE,
  DEAL_MESSAGES,
  DEALS_API_MESSAGES,
  MAX_MONEY_AMOUNT,
  ROUTES,
  dealFieldLabel,
  dealPath,
  type DealOutOfBoundsBody,
} from '@pac/contracts';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import SavedDealPage from './saved-deal-page.js';
import { analyserReady } from '../../testing/analyser-ready.js';
import {
  bodyOf,
  elsewhere,
  headlineCard,
  renderPage,
  signIn,
  stubApi,
  stubResizeObserver,
} from '../../testing/render-page.js';
import { DEAL_ID, allowanceReply, savedDealOf } from '../../testing/saved-deal-fixture.js';
import { DEAL_TO_CORRECT_TEXTS, UNSAVED_CHANGES_TEXTS } from '../../texts.js';
import { analyserEngine } from './engine/analyser-engine-loader.js';
import { formCode } from './form/form-code-loader.js';
import { laterSteps } from './steps/later-steps-loader.js';

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
    // The user's own deal (Example A's figures or not): nothing is marked as the worked example's.
    expect(screen.queryByText("the worked example's figure")).not.toBeInTheDocument();

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

  it('asks before leaving with unsaved edits: Stay keeps them, Save and leave saves them first', async () => {
    signIn();
    const fetchMock = stubApi({
      [`GET /api/deals/${DEAL_ID}`]: [{ body: { success: true, deal } }],
      'GET /api/analysis/allowance': [allowanceReply(3, 25)],
      [`PUT /api/deals/${DEAL_ID}`]: [{ body: { success: true, deal } }],
    });
    renderDeal();
    await analyserReady();
    // Untouched: the link just goes.
    const rent = screen.getByLabelText('Monthly rent');
    await userEvent.clear(rent);
    await userEvent.paste('1050');
    await userEvent.click(screen.getByRole('link', { name: '← Saved deals' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TEXTS.title });
    await userEvent.click(within(dialog).getByRole('button', { name: UNSAVED_CHANGES_TEXTS.stay }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Monthly rent')).toHaveValue(1050);

    // Closing the tab is asked about by the browser, through beforeunload.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: '← Saved deals' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: UNSAVED_CHANGES_TEXTS.save }),
    );
    expect(await elsewhere()).toBeInTheDocument();
    expect(bodyOf(fetchMock, `PUT /api/deals/${DEAL_ID}`)).toMatchObject({
      input: { tenancy: { monthlyRent: 1050 } },
    });
  });

  it('Discard leaves without saving; a deal with no edits is left without asking', async () => {
    signIn();
    const fetchMock = stubApi({
      [`GET /api/deals/${DEAL_ID}`]: [{ body: { success: true, deal } }],
      'GET /api/analysis/allowance': [allowanceReply(3, 25)],
    });
    const first = renderDeal();
    await analyserReady();
    await userEvent.click(screen.getByRole('link', { name: '← Saved deals' }));
    expect(await elsewhere()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    renderDeal();
    await analyserReady();
    await userEvent.clear(screen.getByLabelText('Monthly rent'));
    await userEvent.paste('1050');
    await userEvent.click(screen.getByRole('link', { name: '← Saved deals' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: UNSAVED_CHANGES_TEXTS.discard }),
    );
    expect(await elsewhere()).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('opens a deal saved before the input bounds in the editor, the fields to correct marked; saving the correction shows the deal', async () => {
    signIn();
    // An honest £12m of furniture, saved before furniture was bounded at £10m (A9.1).
    const stored = { ...deal.input, setup: { ...deal.input.setup, furniture: 12_000_000 } };
    const furnitureTooLarge = DEAL_MESSAGES.tooLarge(
      dealFieldLabel(['setup', 'furniture']),
      MAX_MONEY_AMOUNT,
    );
    const refusal: DealOutOfBoundsBody = {
      success: false,
      error: DEALS_API_MESSAGES.storedInputOutOfBounds,
      code: DEAL_INPUT_OUT_OF_BOUNDS_CODE,
      fieldErrors: { 'input.setup.furniture': furnitureTooLarge },
      deal: {
        id: DEAL_ID,
        name: deal.name,
        model: deal.model,
        input: stored,
        createdAt: deal.createdAt,
        updatedAt: deal.updatedAt,
      },
    };
    const corrected = savedDealOf({ ...stored, setup: { ...stored.setup, furniture: 4_000 } });
    const fetchMock = stubApi({
      [`GET /api/deals/${DEAL_ID}`]: [{ status: 422, body: refusal }],
      'GET /api/analysis/allowance': [allowanceReply(3, 25)],
      [`PUT /api/deals/${DEAL_ID}`]: [{ body: { success: true, deal: corrected } }],
    });
    renderDeal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Flat 2, Leeds' })).toBeInTheDocument();
    expect(document.title).toBe('Flat 2, Leeds · Property Analysis Calculator');
    const notice = screen.getByRole('alert', { name: DEAL_TO_CORRECT_TEXTS.heading });
    expect(within(notice).getByText(DEALS_API_MESSAGES.storedInputOutOfBounds)).toBeInTheDocument();
    // The service refuses a link, downloads and a copy until the deal is corrected: none is offered; Delete is.
    expect(screen.queryByRole('button', { name: 'Create share link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    // The analyser's own validation marks the field with the service's message, and its step.
    await act(() => Promise.all([formCode.load(), laterSteps.load(), analyserEngine.load()]));
    const steps = screen.getByRole('navigation', { name: 'Analyser steps' });
    await userEvent.click(await within(steps).findByRole('button', { name: /Set-up costs.*has errors/ }));
    const furniture = screen.getByLabelText('Furniture');
    expect(furniture).toHaveValue(12_000_000);
    await waitFor(() =>
      expect(furniture).toHaveAccessibleDescription(expect.stringContaining(furnitureTooLarge)),
    );
    expect(furniture).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(furniture);
    await userEvent.paste('4000');
    await waitFor(() => expect(furniture).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    // Saved: the deal opens as any other, its figures and actions back, without asking the service again.
    expect(await screen.findByRole('button', { name: 'Create share link' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: DEAL_TO_CORRECT_TEXTS.heading })).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Net cash flow' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, `PUT /api/deals/${DEAL_ID}`)).toMatchObject({
      name: 'Flat 2, Leeds',
      input: { setup: { furniture: 4_000 } },
    });
    const reads = fetchMock.mock.calls.filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === 'GET' &&
        new URL(input, 'http://site.test').pathname === `/api/deals/${DEAL_ID}`,
    );
    expect(reads).toHaveLength(1);
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
