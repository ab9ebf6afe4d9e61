import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { analyseDeal, pounds } from '@pac/deal-model';
import { exampleAInput } from '../../testing/deals-test-kit.js';
import { ScenarioPanel } from './scenario-panel.js';
import { scenarioResults } from './scenario-results.js';

const cell = (scenario: string, metric: string) =>
  document.querySelector(`td[data-scenario="${scenario}"][data-metric="${metric}"]`)?.textContent;

// Example A: a rent-to-rent 2-bed city flat (£950 rent, three seasons, 2026 from January), worked by hand.
describe('scenarios', () => {
  it('orders Example A: optimistic net cash flow > base > conservative; the base is the deal itself', () => {
    const input = exampleAInput();
    const [conservative, base, optimistic] = scenarioResults(input, 10);
    expect(base!.result).toEqual(analyseDeal(input));
    expect(optimistic!.result.annual.netCashFlow).toBeGreaterThan(base!.result.annual.netCashFlow);
    expect(base!.result.annual.netCashFlow).toBeGreaterThan(conservative!.result.annual.netCashFlow);
  });

  it('shows the three side by side and follows the shift the user picks', async () => {
    const input = exampleAInput();
    render(<ScenarioPanel input={input} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Figure', 'Conservative', 'Base', 'Optimistic']);
    expect(cell('base', 'netCashFlow')).toBe(pounds(analyseDeal(input).annual.netCashFlow));
    const tenPercent = cell('optimistic', 'netCashFlow');
    expect(tenPercent).toBe(pounds(scenarioResults(input, 10)[2]!.result.annual.netCashFlow));

    const shift = screen.getByLabelText('Shift nightly rates by (%)');
    expect(shift).toHaveValue(10);
    await userEvent.clear(shift);
    await userEvent.type(shift, '20');
    const ratesUp20 = { ratePercent: 20, occupancyPercent: 10 };
    expect(cell('optimistic', 'netCashFlow')).toBe(
      pounds(scenarioResults(input, ratesUp20)[2]!.result.annual.netCashFlow),
    );
    expect(cell('base', 'netCashFlow')).toBe(pounds(analyseDeal(input).annual.netCashFlow));

    // Out of range: said next to the field, and the last good scenarios stay.
    fireEvent.change(shift, { target: { value: '80' } });
    expect(shift).toHaveAccessibleDescription(/Enter a shift between 0% and 50%/);
    expect(shift).toHaveAttribute('aria-invalid', 'true');
    expect(cell('optimistic', 'netCashFlow')).toBe(
      pounds(scenarioResults(input, ratesUp20)[2]!.result.annual.netCashFlow),
    );

    // The occupancy moves on its own: no occupancy shift leaves the optimistic occupancy at the base's.
    const occupancy = screen.getByLabelText('Shift occupancy by (%)');
    await userEvent.clear(occupancy);
    await userEvent.type(occupancy, '0');
    expect(cell('optimistic', 'occupancy')).toBe(cell('base', 'occupancy'));
  });
});
