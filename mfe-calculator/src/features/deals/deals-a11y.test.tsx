import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, dealPath } from '@pac/contracts';
import { comparePath } from './compare/compare-ids.js';
import { DealActions } from '../../components/deal-actions/deal-actions.js';
import { ScenarioPanel } from '../../components/scenarios/scenario-panel.js';
import { axeViolations } from '../../testing/axe-violations.js';
import {
  allowanceOf,
  listOf,
  renderDeals,
  savedDeal,
  signIn,
  stubApi,
} from '../../testing/deals-test-kit.js';

const flat = savedDeal('11111111-1111-4111-8111-111111111111', 'City flat');
const cottage = savedDeal('22222222-2222-4222-8222-222222222222', 'Coastal cottage');

describe('deals pages under axe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the list, with a deal being renamed and the used-up message', async () => {
    signIn();
    stubApi({
      'GET /api/deals': listOf([flat, cottage], 45),
      'GET /api/analysis/allowance': allowanceOf(25, 25),
    });
    await renderDeals(ROUTES.deals);
    await screen.findByText(/You've used 25 of 25 analyses/);
    await userEvent.click(screen.getByRole('button', { name: 'Rename City flat' }));
    expect(await axeViolations()).toEqual([]);
  });

  it('the delete confirmation', async () => {
    signIn();
    stubApi({ 'GET /api/deals': listOf([flat]), 'GET /api/analysis/allowance': allowanceOf(1, 25) });
    await renderDeals(ROUTES.deals);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete City flat' }));
    expect(await axeViolations()).toEqual([]);
  });

  it('the list for a visitor, and empty', async () => {
    stubApi({});
    await renderDeals(ROUTES.deals);
    expect(await axeViolations()).toEqual([]);
  });

  it('the compare table', async () => {
    signIn();
    stubApi({
      [`GET /api/deals/${flat.id}`]: { body: { success: true, deal: flat } },
      [`GET /api/deals/${cottage.id}`]: { body: { success: true, deal: { ...cottage, model: 'purchase' } } },
    });
    await renderDeals(comparePath([flat.id, cottage.id]));
    await screen.findByRole('table');
    expect(await axeViolations()).toEqual([]);
  });

  it('the actions with a share link, and the scenarios', async () => {
    signIn();
    stubApi({
      [`POST /api/deals/${flat.id}/share`]: {
        status: 201,
        body: { success: true, token: 't', url: 'http://x.test/shared/t' },
      },
    });
    await renderDeals(
      dealPath(flat.id),
      <>
        <h1>City flat</h1>
        <DealActions deal={flat} />
        <ScenarioPanel input={flat.input} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create share link' }));
    await screen.findByLabelText('Read-only share link');
    expect(await axeViolations()).toEqual([]);
  });
});
