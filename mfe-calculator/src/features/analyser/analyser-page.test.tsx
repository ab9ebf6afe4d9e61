import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALLOWANCE_MESSAGES,
  DEAL_MESSAGES,
  DEAL_TEMPLATE_MESSAGES,
  MAX_MONEY_AMOUNT,
  ROUTES,
  dealPath,
} from '@pac/contracts';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import { AnalyserPage } from './analyser-page.js';
import { DRAFT_SAVE_DELAY_MS } from './draft/use-draft-autosave.js';
import { PENDING_SAVE_STORAGE_KEY, readDraft, writeDraft } from './draft/draft-storage.js';
import { formValuesOf } from './form/analyser-values.js';
import { SIGN_IN_TO_SAVE } from './save/sign-in-prompt.js';
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

// The charts (recharts) have their own test; here they would only slow every keystroke down in jsdom.
vi.mock('../../components/results/charts/cash-charts.js', () => ({ default: () => <p>Charts</p> }));

/** The page once what it loads after its first paint has arrived (the results, the save controls). */
async function renderAnalyser() {
  const view = renderPage(<AnalyserPage />, { path: ROUTES.calculator });
  await analyserReady();
  return view;
}
const openStep = (title: string) =>
  userEvent.click(
    within(screen.getByRole('navigation', { name: 'Analyser steps' })).getByRole('button', {
      name: new RegExp(title),
    }),
  );
const lowRate = () => screen.getByLabelText('Low season nightly rate');
const saveButton = () => screen.getByRole('button', { name: 'Save analysis' });

/** The message in the element an input's aria-describedby points to. */
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

// Each keystroke re-renders the results tables, which jsdom does slowly (a browser takes a few ms).
// Example A: a rent-to-rent 2-bed city flat (£950 rent, three seasons, 2026 from January), worked by hand.
describe('/calculator', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stubResizeObserver();
    // Example A as the unsaved analysis this browser kept (2026 calendar, January launch).
    writeDraft(formValuesOf(EXAMPLE_A));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("shows Example A's headline figures, with the page's title", async () => {
    await renderAnalyser();
    expect(headlineCard('Net cash flow').getByText('£3,160')).toBeInTheDocument();
    expect(headlineCard('Payback month').getByText('Month 32')).toBeInTheDocument();
    expect(headlineCard('Break-even occupancy').getByText('56.1%')).toBeInTheDocument();
    expect(document.title).toBe('Deal analyser · Property Analysis Calculator');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Five steps, every field with a sensible default'),
    );
  });

  it('updates the net cash flow card as a rate is typed, without a request', async () => {
    const fetchMock = stubApi({});
    await renderAnalyser();
    await openStep('Revenue and seasons');
    await userEvent.clear(lowRate());
    await userEvent.type(lowRate(), '100');
    // 66 low-season nights × £10 more, less 15.5 % platform fee and 3 % maintenance: +£537.90.
    expect(headlineCard('Net cash flow').getByText('£3,698')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the field error message next to a cleared or out-of-range rate and marks the results out of date', async () => {
    await renderAnalyser();
    await openStep('Revenue and seasons');
    await userEvent.clear(lowRate());
    await waitFor(() => expect(lowRate()).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(lowRate())).toContain(DEAL_MESSAGES.tierWithoutRate('low'));
    expect(screen.getByText(/These results are out of date/)).toBeInTheDocument();
    // The last valid figures stay, dimmed.
    expect(headlineCard('Net cash flow').getByText('£3,160')).toBeInTheDocument();

    await userEvent.click(lowRate());
    await userEvent.paste('20000');
    await waitFor(() => expect(descriptionOf(lowRate())).toContain(DEAL_MESSAGES.rateOutOfRange));

    await userEvent.clear(lowRate());
    await userEvent.paste('90');
    await waitFor(() => expect(lowRate()).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(/out of date/)).not.toBeInTheDocument();
  });

  it("puts A9.1's bound next to an amount over it, as the service would, and saves nothing", async () => {
    signIn();
    const fetchMock = stubApi({ 'GET /api/analysis/allowance': [allowanceReply(1, 25)] });
    await renderAnalyser();
    await openStep('Set-up costs');
    const furniture = screen.getByLabelText('Furniture');
    await userEvent.clear(furniture);
    await userEvent.paste('1e110');
    await waitFor(() => expect(furniture).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(furniture)).toContain(DEAL_MESSAGES.tooLarge('Furniture', MAX_MONEY_AMOUNT));
    expect(screen.getByText(/These results are out of date/)).toBeInTheDocument();

    await userEvent.click(saveButton());
    await waitFor(() => expect(furniture).toHaveFocus());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends a cleared number as empty, so the schema default applies, never 0', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET /api/analysis/allowance': [allowanceReply(1, 25)],
      'POST /api/deals': [{ status: 201, body: { success: true, deal: savedDealOf(EXAMPLE_A) } }],
    });
    await renderAnalyser();
    await openStep('Revenue and seasons');
    const platformFee = screen.getByLabelText('Platform fee');
    await userEvent.clear(platformFee);
    expect(platformFee).toHaveValue(null);
    // The placeholder says what an empty field counts as; the figures still use 15.5 %.
    expect(platformFee).toHaveAttribute('placeholder', '15.5');
    expect(headlineCard('Net cash flow').getByText('£3,160')).toBeInTheDocument();

    await userEvent.click(saveButton());
    expect((await elsewhere()).textContent).toBe(dealPath(DEAL_ID));
    const sent = bodyOf(fetchMock, 'POST /api/deals') as { input: { platformFeePercent: unknown } };
    expect(sent.input.platformFeePercent).toBe(15.5);
  });

  it('keeps what was typed in this browser and restores it after a remount', async () => {
    const first = await renderAnalyser();
    await openStep('Revenue and seasons');
    await userEvent.clear(lowRate());
    await userEvent.paste('95');
    await waitFor(() => expect(readDraft()?.seasons?.low?.rate).toBe(95), {
      timeout: DRAFT_SAVE_DELAY_MS * 4,
    });
    first.unmount();

    await renderAnalyser();
    await openStep('Revenue and seasons');
    expect(lowRate()).toHaveValue(95);
  });

  it('asks a visitor to sign in on Save, keeps the analysis and marks it to save after sign-in', async () => {
    const fetchMock = stubApi({});
    await renderAnalyser();
    await userEvent.click(saveButton());
    const prompt = await screen.findByRole('dialog', { name: SIGN_IN_TO_SAVE });
    expect(prompt).toHaveTextContent(SIGN_IN_TO_SAVE);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', ROUTES.login);
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      ROUTES.register,
    );
    expect(localStorage.getItem(PENDING_SAVE_STORAGE_KEY)).not.toBeNull();
    expect(readDraft()?.seasons?.low?.rate).toBe(90);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the waiting analysis once when the visitor comes back signed in', async () => {
    localStorage.setItem(PENDING_SAVE_STORAGE_KEY, '2026-11-26T10:00:00.000Z');
    signIn();
    const fetchMock = stubApi({
      'GET /api/analysis/allowance': [allowanceReply(0, 25)],
      'POST /api/deals': [{ status: 201, body: { success: true, deal: savedDealOf(EXAMPLE_A) } }],
    });
    // Not waiting for the whole page: it moves on to the saved deal as soon as its save controls have arrived.
    renderPage(<AnalyserPage />, { path: ROUTES.calculator });
    expect((await elsewhere()).textContent).toBe(dealPath(DEAL_ID));
    expect(bodyOf(fetchMock, 'POST /api/deals')).toMatchObject({ name: EXAMPLE_A.name });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(localStorage.getItem(PENDING_SAVE_STORAGE_KEY)).toBeNull();
    expect(readDraft()).toBeNull();
  });

  it("shows the allowance meter, and a 402's message with the way to a bigger plan", async () => {
    signIn();
    const usedUp = ALLOWANCE_MESSAGES.calculationsUsedUp(25, 25, new Date('2026-12-01T00:00:00Z'));
    stubApi({
      'GET /api/analysis/allowance': [allowanceReply(24, 25)],
      'POST /api/deals': [{ status: 402, body: { success: false, error: usedUp } }],
    });
    await renderAnalyser();
    expect(await screen.findByText(ALLOWANCE_MESSAGES.meter(24, 25))).toBeInTheDocument();
    await userEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(usedUp);
    expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', ROUTES.subscribe);
  });

  it("puts a 400's field errors on the fields and opens the step of the first", async () => {
    signIn();
    stubApi({
      'GET /api/analysis/allowance': [allowanceReply(1, 25)],
      'POST /api/deals': [
        {
          status: 400,
          body: {
            success: false,
            error: 'input.seasons.high.occupancy: Occupancy must be between 0% and 100%.',
            fieldErrors: { 'input.seasons.high.occupancy': DEAL_MESSAGES.occupancyOutOfRange },
          },
        },
      ],
    });
    await renderAnalyser();
    await userEvent.click(saveButton());
    const occupancy = screen.getByLabelText('High season occupancy');
    await waitFor(() => expect(occupancy).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(occupancy)).toContain(DEAL_MESSAGES.occupancyOutOfRange);
    expect(occupancy).toHaveFocus();
  });

  it('starts a new analysis from the worked example or from a blank deal that starts next month', async () => {
    await renderAnalyser();
    const startFrom = async (choice: string) => {
      await userEvent.click(screen.getByRole('button', { name: 'Start new analysis' }));
      const dialog = await screen.findByRole('dialog', { name: 'Start a new analysis?' });
      await act(() => userEvent.click(within(dialog).getByRole('button', { name: choice })));
    };
    await userEvent.clear(screen.getByLabelText('Deal name'));
    await userEvent.paste('Flat 2');
    await startFrom('Start from the worked example');
    expect(screen.getByLabelText('Deal name')).toHaveValue('New analysis');
    expect(screen.getByLabelText('Monthly rent')).toHaveValue(950);

    await startFrom('Start from a blank deal');
    // Nobody else's figures: no rent, no rates, and the results ask for them.
    expect(screen.getByLabelText('Monthly rent')).toHaveValue(null);
    expect(await screen.findByText('Results appear once the figures are valid.')).toBeInTheDocument();
    const today = new Date();
    const next = today.getMonth() === 11 ? 1 : today.getMonth() + 2;
    expect(screen.getByLabelText('Launch month')).toHaveValue(String(next));
  });

  it('saves the assumptions as a named template, and starts a new analysis from it next month', async () => {
    // 20 November 2026: the new analysis forecasts December 2026 to November 2027 (no 29 February in it).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    signIn();
    const template = {
      id: '7f8e1c1e-8a53-4a0e-9c55-2d3b1f0c9a11',
      name: 'My city flats',
      input: { ...EXAMPLE_A, name: 'My city flats', tenancy: { ...EXAMPLE_A.tenancy, monthlyRent: 1_020 } },
      createdAt: '2026-12-01T10:00:00.000Z',
      updatedAt: '2026-12-01T10:00:00.000Z',
    };
    const fetchMock = stubApi({
      'GET /api/analysis/allowance': [allowanceReply(1, 25)],
      'GET /api/deal-templates': [
        { body: { success: true, templates: [] } },
        { body: { success: true, templates: [template] } },
      ],
      'POST /api/deal-templates': [{ status: 201, body: { success: true, template, replaced: false } }],
    });
    await renderAnalyser();
    await userEvent.clear(screen.getByLabelText('Deal name'));
    await userEvent.paste('My city flats');
    await userEvent.click(screen.getByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these assumptions as a template' });
    expect(within(dialog).getByLabelText('Template name')).toHaveValue('My city flats');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template “My city flats” saved.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/deal-templates')).toMatchObject({
      name: 'My city flats',
      input: { model: 'rent_to_rent', tenancy: { monthlyRent: 950 } },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Start new analysis' }));
    const start = await screen.findByRole('dialog', { name: 'Start a new analysis?' });
    await act(() =>
      userEvent.click(within(start).getByRole('button', { name: 'Start from My city flats' }) as HTMLElement),
    );
    expect(screen.getByLabelText('Monthly rent')).toHaveValue(1_020);
    expect(screen.getByLabelText('Deal name')).toHaveValue('New analysis');
    expect(screen.getByLabelText('Launch month')).toHaveValue('12');
    expect(screen.getByLabelText('Forecast year')).toHaveValue(2026);
    // Example A's £3,159.99 less £70 a month more rent over a whole year of months: £2,319.99.
    expect(await headlineCard('Net cash flow').findByText('£2,320')).toBeInTheDocument();
  });

  it('says why a template was not saved (the limit) in the dialog, and keeps it open', async () => {
    signIn();
    stubApi({
      'GET /api/analysis/allowance': [allowanceReply(1, 25)],
      'GET /api/deal-templates': [{ body: { success: true, templates: [] } }],
      'POST /api/deal-templates': [
        { status: 409, body: { success: false, error: DEAL_TEMPLATE_MESSAGES.tooMany } },
      ],
    });
    await renderAnalyser();
    await userEvent.click(screen.getByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these assumptions as a template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DEAL_TEMPLATE_MESSAGES.tooMany);
  });

  it("marks the worked example's untouched figures until they are changed, and none on a blank start", async () => {
    await renderAnalyser();
    const rent = screen.getByLabelText('Monthly rent');
    expect(descriptionOf(rent)).toContain("the worked example's figure");
    expect(screen.getByText(/^Figures marked Example are the worked example’s/)).toBeInTheDocument();
    await userEvent.clear(rent);
    await userEvent.type(rent, '1000');
    expect(descriptionOf(rent)).not.toContain("the worked example's figure");
    // Still the example's: the deposit nobody has touched; the forecast year is a date, nobody's assumption.
    expect(descriptionOf(screen.getByLabelText('Deposit'))).toContain("the worked example's figure");
    expect(descriptionOf(screen.getByLabelText('Forecast year'))).not.toContain(
      "the worked example's figure",
    );

    await userEvent.click(screen.getByRole('button', { name: 'Start new analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new analysis?' });
    await act(() => userEvent.click(within(dialog).getByRole('button', { name: 'Start from a blank deal' })));
    expect(screen.queryByText(/^Figures marked Example/)).not.toBeInTheDocument();
    expect(screen.queryByText("the worked example's figure")).not.toBeInTheDocument();
  });
});
