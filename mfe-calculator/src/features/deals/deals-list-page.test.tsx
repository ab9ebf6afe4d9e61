import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALLOWANCE_MESSAGES,
  DEAL_INPUT_OUT_OF_BOUNDS_CODE,
  DEAL_MODEL_NAMES,
  DEALS_API_MESSAGES,
  ROUTES,
  dealPath,
} from '@pac/contracts';
import { paybackText, percent, pounds } from '@pac/deal-model';
import {
  allowanceOf,
  currentLocation,
  listOf,
  renderDeals,
  savedDeal,
  signIn,
  stubApi,
} from '../../testing/deals-test-kit.js';
import { DEAL_TO_CORRECT_TEXTS } from '../../texts.js';

const flat = savedDeal('11111111-1111-4111-8111-111111111111', 'City flat');
const cottage = savedDeal('22222222-2222-4222-8222-222222222222', 'Coastal cottage');

const row = (name: string) =>
  screen.getAllByTestId('deal-row').find((item) => within(item).queryByRole('link', { name }))!;

describe('/deals', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the saved deals with their model, date and headline figures formatted by the deal model', async () => {
    signIn();
    const api = stubApi({
      'GET /api/deals': listOf([flat, cottage]),
      'GET /api/analysis/allowance': allowanceOf(3, 25),
    });
    await renderDeals(ROUTES.deals);

    expect(await screen.findByRole('link', { name: 'City flat' })).toHaveAttribute('href', dealPath(flat.id));
    expect(document.title).toBe('Saved deals · Property Analysis Calculator');
    expect(screen.getByRole('heading', { level: 1, name: 'Saved deals' })).toBeInTheDocument();
    const item = within(row('City flat'));
    expect(item.getByText(new RegExp(DEAL_MODEL_NAMES.rent_to_rent))).toHaveTextContent(
      'Updated 2 March 2026',
    );
    expect(item.getByText('Net cash flow').nextSibling).toHaveTextContent(
      pounds(flat.result.annual.netCashFlow),
    );
    expect(item.getByText('Net ROI').nextSibling).toHaveTextContent(percent(flat.result.kpis.netRoiPercent));
    expect(item.getByText('Payback').nextSibling).toHaveTextContent(paybackText(flat.result));
    expect(item.getByText('Break-even').nextSibling).toHaveTextContent(
      percent(flat.result.kpis.breakEvenOccupancyPercent),
    );
    expect(await screen.findByText(ALLOWANCE_MESSAGES.meter(3, 25))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New analysis' })).toHaveAttribute('href', ROUTES.calculator);
    expect(api.callsTo('GET', '/api/deals')[0]!.headers.has('Authorization')).toBe(false);
  });

  it('asks again with the search (once typing pauses) and the chosen sort', async () => {
    signIn();
    const api = stubApi({
      'GET /api/deals': listOf([flat]),
      'GET /api/analysis/allowance': allowanceOf(1, 25),
    });
    await renderDeals(ROUTES.deals);
    await screen.findByRole('link', { name: 'City flat' });

    await userEvent.type(screen.getByLabelText('Search saved deals'), 'flat');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/deals').at(-1)!.url.searchParams.get('search')).toBe('flat'),
    );
    // Debounced: the letters typed one by one did not each ask the service.
    expect(api.callsTo('GET', '/api/deals').filter((c) => c.url.searchParams.has('search'))).toHaveLength(1);

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Name');
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/deals').at(-1)!.url.searchParams;
      expect(last.get('sort')).toBe('name');
      expect(last.get('search')).toBe('flat');
    });
  });

  it('pages through 20 at a time', async () => {
    signIn();
    const api = stubApi({
      'GET /api/deals': (url) => listOf([flat], 45, Number(url.searchParams.get('page') ?? 1)),
      'GET /api/analysis/allowance': allowanceOf(1, 25),
    });
    await renderDeals(ROUTES.deals);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/deals').at(-1)!.url.searchParams.get('page')).toBe('2');
  });

  it('renames in place with a PUT of the name (Enter saves, Escape cancels) and shows the service error by the field', async () => {
    signIn();
    const api = stubApi({
      'GET /api/deals': listOf([flat]),
      'GET /api/analysis/allowance': allowanceOf(1, 25),
      [`PUT /api/deals/${flat.id}`]: {
        status: 400,
        body: {
          success: false,
          error: 'name: too long',
          fieldErrors: { name: 'Deal name must be at most 120 characters.' },
        },
      },
    });
    await renderDeals(ROUTES.deals);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename City flat' }));
    const field = screen.getByLabelText('New name for City flat');
    await userEvent.keyboard('{Escape}');
    expect(field).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename City flat' })).toHaveFocus();
    expect(api.callsTo('PUT', `/api/deals/${flat.id}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Rename City flat' }));
    await userEvent.clear(screen.getByLabelText('New name for City flat'));
    await userEvent.type(screen.getByLabelText('New name for City flat'), 'Harbour flat{Enter}');
    const error = await screen.findByText('Deal name must be at most 120 characters.');
    expect(screen.getByLabelText('New name for City flat')).toHaveAttribute('aria-describedby', error.id);
    expect(api.callsTo('PUT', `/api/deals/${flat.id}`)[0]!.body).toEqual({ name: 'Harbour flat' });
  });

  it('says where a deal saved with values the calculator no longer accepts can be renamed (422)', async () => {
    signIn();
    stubApi({
      'GET /api/deals': listOf([flat]),
      'GET /api/analysis/allowance': allowanceOf(1, 25),
      [`PUT /api/deals/${flat.id}`]: {
        status: 422,
        body: {
          success: false,
          error: DEALS_API_MESSAGES.storedInputOutOfBounds,
          code: DEAL_INPUT_OUT_OF_BOUNDS_CODE,
          fieldErrors: { 'input.setup.furniture': 'Too large' },
        },
      },
    });
    await renderDeals(ROUTES.deals);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename City flat' }));
    await userEvent.clear(screen.getByLabelText('New name for City flat'));
    await userEvent.type(screen.getByLabelText('New name for City flat'), 'Harbour flat{Enter}');
    const error = await screen.findByText(DEAL_TO_CORRECT_TEXTS.renameAfterCorrecting);
    expect(screen.getByLabelText('New name for City flat')).toHaveAttribute('aria-describedby', error.id);
  });

  it('deletes only after the confirmation', async () => {
    signIn();
    const api = stubApi({
      'GET /api/deals': listOf([flat, cottage]),
      'GET /api/analysis/allowance': allowanceOf(2, 25),
      [`DELETE /api/deals/${flat.id}`]: { body: { success: true } },
    });
    await renderDeals(ROUTES.deals);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete City flat' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete "City flat"?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/deals/${flat.id}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete City flat' }));
    dialog = screen.getByRole('dialog', { name: 'Delete "City flat"?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/api/deals/${flat.id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is read again after the deletion.
    await waitFor(() => expect(api.callsTo('GET', '/api/deals').length).toBeGreaterThan(1));
  });

  it('shows the used-up allowance message with a way to a bigger plan when the analyses are used up', async () => {
    signIn();
    stubApi({ 'GET /api/deals': listOf([flat]), 'GET /api/analysis/allowance': allowanceOf(25, 25) });
    await renderDeals(ROUTES.deals);
    const message = ALLOWANCE_MESSAGES.calculationsUsedUp(25, 25, new Date('2026-12-01T00:00:00.000Z'));
    expect(message).toBe(
      "You've used 25 of 25 analyses this month. Your allowance resets on 1 December 2026.",
    );
    const notice = await screen.findByText(message, { exact: false });
    expect(within(notice).getByRole('link')).toHaveAttribute('href', ROUTES.subscribe);
  });

  it('shows an unlimited plan as the meter reads it', async () => {
    signIn();
    stubApi({ 'GET /api/deals': listOf([flat]), 'GET /api/analysis/allowance': allowanceOf(40, null) });
    await renderDeals(ROUTES.deals);
    expect(await screen.findByText(ALLOWANCE_MESSAGES.meter(40, null))).toBeInTheDocument();
  });

  it('compares 2 to 4 ticked deals, and says why not otherwise', async () => {
    signIn();
    stubApi({ 'GET /api/deals': listOf([flat, cottage]), 'GET /api/analysis/allowance': allowanceOf(2, 25) });
    await renderDeals(ROUTES.deals);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Compare City flat' }));
    const compare = screen.getByRole('button', { name: /^Compare/ });
    expect(compare).toBeDisabled();
    expect(compare).toHaveAccessibleDescription('1 selected: tick 2 to 4 deals to compare them.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Coastal cottage' }));
    await userEvent.click(screen.getByRole('button', { name: 'Compare 2 deals' }));
    expect(currentLocation()).toBe(`${ROUTES.dealsCompare}?ids=${flat.id},${cottage.id}`);
  });

  it('has an empty state pointing to the analyser', async () => {
    signIn();
    stubApi({ 'GET /api/deals': listOf([]), 'GET /api/analysis/allowance': allowanceOf(0, 25) });
    await renderDeals(ROUTES.deals);
    expect(await screen.findByText(/You have no saved analyses yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an analysis' })).toHaveAttribute(
      'href',
      ROUTES.calculator,
    );
  });

  it('shows a failed load with Retry', async () => {
    signIn();
    let fail = true;
    stubApi({
      'GET /api/deals': () =>
        fail ? { status: 500, body: { success: false, error: 'Database unavailable.' } } : listOf([flat]),
      'GET /api/analysis/allowance': allowanceOf(1, 25),
    });
    await renderDeals(ROUTES.deals);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'City flat' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in, without calling the service', async () => {
    const api = stubApi({});
    await renderDeals(ROUTES.deals);
    expect(screen.getByText('Sign in to see your saved analyses.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', ROUTES.login);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', ROUTES.register);
    expect(api.calls).toHaveLength(0);
  });
});
