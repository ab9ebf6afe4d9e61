import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEAL_MESSAGES, ROUTES } from '@pac/contracts';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import { renderToStaticMarkup } from 'react-dom/server';
import { AnalyserFirstPaint } from './analyser-intro.js';
import { AnalyserPage } from './analyser-page.js';
import { DRAFT_SAVE_DELAY_MS } from './draft/use-draft-autosave.js';
import { readDraft, writeDraft } from './draft/draft-storage.js';
import { formValuesOf } from './form/analyser-values.js';
import { analyserReady } from '../../testing/analyser-ready.js';
import { headlineCard, renderPage, stubResizeObserver } from '../../testing/render-page.js';

vi.mock('../../components/results/charts/cash-charts.js', () => ({ default: () => <p>Charts</p> }));

const renderAnalyser = () => renderPage(<AnalyserPage />, { path: ROUTES.calculator });
const rent = () => screen.getByLabelText('Monthly rent');

/**
 * The first paint is the form alone; the form library, the schema, the model and the results arrive right after
 * it. These tests act in between, as a quick visitor would.
 */
// Example A: a rent-to-rent 2-bed city flat (£950 rent, three seasons, 2026 from January), worked by hand.
describe('/calculator before and after the rest of its code arrives', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stubResizeObserver();
    writeDraft(formValuesOf(EXAMPLE_A));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('paints the heading, the steps and step 1 with the starting values; the results and Save follow', async () => {
    renderAnalyser();
    expect(screen.getByRole('heading', { level: 1, name: 'Deal analyser' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Analyser steps' })).toBeInTheDocument();
    expect(screen.getByLabelText('Acquisition model')).toHaveValue('rent_to_rent');
    expect(rent()).toHaveValue(950);
    expect(screen.getByText('Working out the results…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save analysis' })).toBeDisabled();

    await analyserReady();
    expect(headlineCard('Net cash flow').getByText('£3,160')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save analysis' })).toBeEnabled();
  });

  it("starts with the markup the shell's host paints before any script (vite.config.ts firstPaint)", async () => {
    const { container } = renderAnalyser();
    // The page's frame and heading, as the static first paint has them: the render lands on it, nothing moves.
    const sent = renderToStaticMarkup(<AnalyserFirstPaint />).replace(/<\/div>$/, '');
    expect(container.querySelector('h1')?.closest('div')?.outerHTML.startsWith(sent)).toBe(true);
    await analyserReady();
  });

  it('keeps what is typed before the form library arrives, in the same inputs, and follows it from then on', async () => {
    renderAnalyser();
    fireEvent.change(rent(), { target: { value: '1000' } });
    // Followed at once: the purchase fields replace the tenancy ones, and back (the rent as typed).
    fireEvent.change(screen.getByLabelText('Acquisition model'), { target: { value: 'purchase' } });
    expect(screen.getByLabelText('Purchase price')).toHaveValue(250_000);
    fireEvent.change(screen.getByLabelText('Acquisition model'), { target: { value: 'rent_to_rent' } });
    const rentInput = rent();
    expect(rentInput).toHaveValue(1000);

    await analyserReady();
    // £50 a month more rent than Example A: £600 a year less cash.
    expect(rent()).toBe(rentInput);
    expect(rentInput).toHaveValue(1000);
    expect(headlineCard('Net cash flow').getByText('£2,560')).toBeInTheDocument();
    await waitFor(() => expect(readDraft()?.tenancy?.monthlyRent).toBe(1000), {
      timeout: DRAFT_SAVE_DELAY_MS * 4,
    });

    await userEvent.clear(rentInput);
    await userEvent.type(rentInput, '900');
    expect(headlineCard('Net cash flow').getByText('£3,760')).toBeInTheDocument();
  });

  it('validates what was typed before the schema arrived as soon as it has', async () => {
    renderAnalyser();
    fireEvent.change(rent(), { target: { value: '' } });
    expect(rent()).not.toHaveAttribute('aria-invalid');

    // No results to wait for (the figures are invalid): the message comes with the schema.
    await waitFor(() => expect(rent()).toHaveAttribute('aria-invalid', 'true'), { timeout: 5_000 });
    expect(screen.getAllByText(DEAL_MESSAGES.rentRequired)).not.toHaveLength(0);
    expect(await screen.findByText('Results appear once the figures are valid.')).toBeInTheDocument();
  });
});
