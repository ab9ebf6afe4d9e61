import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALLOWANCE_MESSAGES, ROUTES, dealPath } from '@pac/contracts';
import { DealActions } from './deal-actions.js';
import {
  currentLocation,
  renderDeals,
  savedDeal,
  signIn,
  stubApi,
  type Reply,
} from '../../testing/deals-test-kit.js';

const deal = savedDeal('11111111-1111-4111-8111-111111111111', 'City flat');
const shareUrl = 'http://localhost:5173/shared/abc123';
const shareReply = { status: 201, body: { success: true, token: 'abc123', url: shareUrl } };
const exportsUsedUp = ALLOWANCE_MESSAGES.exportsUsedUp(5, 5, new Date('2026-12-01T00:00:00.000Z'));

const renderActions = () => renderDeals(dealPath(deal.id), <DealActions deal={deal} />);

describe('DealActions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a share link, copies it to the clipboard, and revokes it', async () => {
    signIn();
    const user = userEvent.setup();
    const api = stubApi({
      [`POST /api/deals/${deal.id}/share`]: shareReply,
      [`DELETE /api/deals/${deal.id}/share`]: { body: { success: true } },
    });
    await renderActions();
    await user.click(screen.getByRole('button', { name: 'Create share link' }));
    const field = await screen.findByLabelText('Read-only share link');
    expect(field).toHaveValue(shareUrl);
    expect(field).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(shareUrl);
    expect(screen.getByText('Copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(screen.queryByLabelText('Read-only share link')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(shareUrl)).not.toBeInTheDocument();
    expect(screen.getByText(/Link revoked/)).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/deals/${deal.id}/share`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Create share link' })).toBeInTheDocument();
  });

  it('selects the link in its field when the clipboard refuses', async () => {
    signIn();
    stubApi({ [`POST /api/deals/${deal.id}/share`]: shareReply });
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    await renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Create share link' }));
    const field = (await screen.findByLabelText('Read-only share link')) as HTMLInputElement;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(document.activeElement).toBe(field);
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(shareUrl);
    expect(screen.getByText(/press Ctrl\+C/)).toBeInTheDocument();
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('shows the export refusal (402) next to the buttons with a way to the plans; the button is busy meanwhile', async () => {
    signIn();
    let answer: (reply: Reply) => void = () => undefined;
    stubApi({
      [`GET /api/deals/${deal.id}/report.pdf`]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    await renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const busy = screen.getByRole('button', { name: 'Preparing PDF…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ status: 402, body: { success: false, error: exportsUsedUp } }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(exportsUsedUp);
    expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', ROUTES.subscribe);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    // And as a toast, which says it where the user is looking.
    await waitFor(() => expect(screen.getAllByText(exportsUsedUp)).toHaveLength(2));
  });

  it('duplicates the deal and opens the copy', async () => {
    signIn();
    const copy = { ...savedDeal('33333333-3333-4333-8333-333333333333', 'City flat (copy)') };
    stubApi({
      [`POST /api/deals/${deal.id}/duplicate`]: { status: 201, body: { success: true, deal: copy } },
      'GET /api/deals': { body: { success: true, deals: [], page: 1, pageSize: 20, total: 0 } },
      'GET /api/analysis/allowance': { body: { success: false, error: 'not needed' }, status: 500 },
    });
    await renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(currentLocation()).toBe(dealPath(copy.id)));
  });

  it('refuses a duplicate over the allowance with the used-up allowance message and its reset date', async () => {
    signIn();
    const usedUp = ALLOWANCE_MESSAGES.calculationsUsedUp(25, 25, new Date('2026-12-01T00:00:00.000Z'));
    stubApi({
      [`POST /api/deals/${deal.id}/duplicate`]: { status: 402, body: { success: false, error: usedUp } },
    });
    await renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(usedUp);
    expect(within(alert).getByRole('link')).toHaveAttribute('href', ROUTES.subscribe);
    expect(currentLocation()).toBe(dealPath(deal.id));
  });

  it('deletes after the confirmation and returns to the list', async () => {
    signIn();
    const api = stubApi({
      [`DELETE /api/deals/${deal.id}`]: { body: { success: true } },
      'GET /api/deals': { body: { success: true, deals: [], page: 1, pageSize: 20, total: 0 } },
      'GET /api/analysis/allowance': { body: { success: false, error: 'not needed' }, status: 500 },
    });
    await renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete "City flat"?' });
    expect(api.callsTo('DELETE', `/api/deals/${deal.id}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentLocation()).toBe(ROUTES.deals));
    expect(api.callsTo('DELETE', `/api/deals/${deal.id}`)).toHaveLength(1);
  });
});
