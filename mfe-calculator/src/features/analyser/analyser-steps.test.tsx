import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEAL_MESSAGES, ROUTES } from '@pac/contracts';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import { AnalyserPage } from './analyser-page.js';
import { writeDraft } from './draft/draft-storage.js';
import { analyserReady } from '../../testing/analyser-ready.js';
import { FIX_THIS_STEP } from './steps/step-section.js';
import { formValuesOf } from './form/analyser-values.js';
import { headlineCard, renderPage, stubResizeObserver } from '../../testing/render-page.js';

vi.mock('../../components/results/charts/cash-charts.js', () => ({ default: () => <p>Charts</p> }));

/** The page once what it loads after its first paint has arrived (steps 2-5, the results). */
async function renderAnalyser() {
  const view = renderPage(<AnalyserPage />, { path: ROUTES.calculator });
  await analyserReady();
  return view;
}
const stepButton = (title: string) =>
  within(screen.getByRole('navigation', { name: 'Analyser steps' })).getByRole('button', {
    name: new RegExp(title),
  });

// Each change re-renders the results tables, which jsdom does slowly (a browser takes a few ms).
describe('the five steps', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stubResizeObserver();
    writeDraft(formValuesOf(EXAMPLE_A));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('moves between steps in any order; Next takes focus to the next step', async () => {
    await renderAnalyser();
    expect(stepButton('Property and acquisition model')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(stepButton('Set-up costs'));
    expect(stepButton('Set-up costs')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: /Set-up costs/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next: Financing and partners' }));
    expect(screen.getByRole('heading', { level: 2, name: /Financing and partners/ })).toHaveFocus();
  });

  it('switches to a purchase with a mortgage: the purchase fields and the purchase-only cards appear', async () => {
    await renderAnalyser();
    await userEvent.selectOptions(screen.getByLabelText('Acquisition model'), 'purchase');
    expect(screen.getByLabelText('Purchase price')).toHaveValue(250_000);
    expect(screen.queryByLabelText('Monthly rent')).not.toBeInTheDocument();
    expect(headlineCard('DSCR').getByText('n/a')).toBeInTheDocument();

    await userEvent.click(stepButton('Financing and partners'));
    await userEvent.click(screen.getByLabelText('Finance the purchase with a mortgage'));
    expect(screen.getByLabelText('Loan amount')).toHaveValue(187_500);
    await waitFor(() => expect(headlineCard('DSCR').queryByText('n/a')).not.toBeInTheDocument());

    // Back to a tenancy: the mortgage is not sent (a mortgage on a tenancy would be an error), nothing is stale.
    await userEvent.click(stepButton('Property and acquisition model'));
    await userEvent.selectOptions(screen.getByLabelText('Acquisition model'), 'lease');
    expect(screen.queryByText(/out of date/)).not.toBeInTheDocument();
    await userEvent.click(stepButton('Financing and partners'));
    expect(screen.getByText(DEAL_MESSAGES.mortgageOnTenancy)).toBeInTheDocument();
  });

  it('adds JV partners, checks that the profit shares add up to 100%, and shows the distribution', async () => {
    await renderAnalyser();
    await userEvent.click(stepButton('Financing and partners'));
    await userEvent.click(screen.getByLabelText('Split the cash between JV partners'));
    expect(screen.getByLabelText('Partner 1 name')).toHaveValue('Investor');
    expect(await screen.findByRole('heading', { name: 'JV distribution' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a partner' }));
    const third = screen.getByLabelText('Partner 3 profit share');
    await userEvent.clear(third);
    await userEvent.paste('10');
    const message = DEAL_MESSAGES.profitSharesNotHundred('110');
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(screen.getByText(/These results are out of date/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove partner 3' }));
    await waitFor(() => expect(screen.queryByText(/out of date/)).not.toBeInTheDocument());
  });

  it('assigns months to tiers; a tier that gains a month needs its rate', async () => {
    await renderAnalyser();
    await userEvent.click(stepButton('Revenue and seasons'));
    await userEvent.clear(screen.getByLabelText('High season nightly rate'));
    // No month is high any more: the empty rate is not needed.
    for (const month of ['June', 'July', 'August'])
      await userEvent.selectOptions(screen.getByLabelText(`${month} demand tier`), 'medium');
    await waitFor(() => expect(screen.queryByText(/out of date/)).not.toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('July demand tier'), 'high');
    await waitFor(() =>
      expect(screen.getByLabelText('High season nightly rate')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByText(DEAL_MESSAGES.tierWithoutRate('high'))).not.toHaveLength(0);
  });

  it("sets the sensitivity grid's steps; a step outside the range is named and the grid waits", async () => {
    await renderAnalyser();
    await userEvent.click(stepButton('Financing and partners'));
    const rateSteps = screen.getByLabelText('Rate steps');
    expect(rateSteps).toHaveAttribute('placeholder', '-20, -10, 0, 10, 20');
    await userEvent.type(rateSteps, '\u22125, 0, 5');
    const grid = await screen.findByRole('table', { name: /Year 1 net cash flow by nightly rate change/ });
    await waitFor(() => expect(within(grid).getAllByRole('rowheader')).toHaveLength(3));
    expect(within(grid).getByRole('rowheader', { name: 'Rate \u22125%' })).toBeInTheDocument();
    expect(stepButton('Financing and partners')).not.toHaveTextContent('(has errors)');

    await userEvent.type(screen.getByLabelText('Occupancy steps'), '0, 60');
    expect(await screen.findByText(DEAL_MESSAGES.occupancyStepOutOfRange(-50, 50))).toBeInTheDocument();
    expect(screen.getByLabelText('Occupancy steps')).toHaveAttribute('aria-invalid', 'true');
    expect(stepButton('Financing and partners')).toHaveTextContent('(has errors)');
    expect(screen.getByText(/These results are out of date/)).toBeInTheDocument();
  });

  it('Next stays on a step with a field to fix, marks it and puts the cursor in it', async () => {
    await renderAnalyser();
    await userEvent.click(stepButton('Revenue and seasons'));
    await userEvent.clear(screen.getByLabelText('High season nightly rate'));
    await userEvent.click(screen.getByRole('button', { name: 'Next: Operating costs' }));
    expect(await screen.findByText(FIX_THIS_STEP)).toBeInTheDocument();
    expect(stepButton('Revenue and seasons')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByLabelText('High season nightly rate')).toHaveFocus();
    expect(screen.getByLabelText('High season nightly rate')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.paste('160');
    await userEvent.click(screen.getByRole('button', { name: 'Next: Operating costs' }));
    expect(stepButton('Operating costs')).toHaveAttribute('aria-current', 'step');
  });

  it('ends with Review and save: a field at fault in another step opens it, else the deal name takes the cursor', async () => {
    await renderAnalyser();
    await userEvent.click(stepButton('Revenue and seasons'));
    await userEvent.clear(screen.getByLabelText('High season nightly rate'));
    await userEvent.click(stepButton('Financing and partners'));
    await userEvent.click(screen.getByRole('button', { name: 'Review and save' }));
    await waitFor(() => expect(screen.getByLabelText('High season nightly rate')).toHaveFocus());
    expect(stepButton('Revenue and seasons')).toHaveAttribute('aria-current', 'step');

    await userEvent.type(screen.getByLabelText('High season nightly rate'), '160');
    await waitFor(() =>
      expect(screen.getByLabelText('High season nightly rate')).not.toHaveAttribute('aria-invalid'),
    );
    await userEvent.click(stepButton('Financing and partners'));
    await userEvent.click(screen.getByRole('button', { name: 'Review and save' }));
    await waitFor(() => expect(screen.getByLabelText('Deal name')).toHaveFocus());
  });

  it('keeps a cleared field cleared when its step is opened again (the form never restores a default quietly)', async () => {
    await renderAnalyser();
    await userEvent.click(stepButton('Revenue and seasons'));
    await userEvent.clear(screen.getByLabelText('High season nightly rate'));
    await userEvent.click(stepButton('Financing and partners'));
    await userEvent.click(stepButton('Revenue and seasons'));
    const rate = screen.getByLabelText('High season nightly rate');
    expect(rate).toHaveValue(null);
    await userEvent.type(rate, '160');
    expect(rate).toHaveValue(160);
    await waitFor(() => expect(screen.queryByText(/out of date/)).not.toBeInTheDocument());
  });
});
