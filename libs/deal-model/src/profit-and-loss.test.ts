import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { profitAndLossLines } from './profit-and-loss.js';
import { expectMoney, parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A } from './worked-examples.js';

// Example A: a rent-to-rent 2-bed flat (EXAMPLE_A), whose year-1 P&L is worked by hand.
describe('profitAndLossLines (Example A)', () => {
  const input = parsed(EXAMPLE_A);
  const lines = profitAndLossLines(input, analyseDeal(input));
  const amount = (label: string) => lines.find((line) => line.label === label)?.amount;

  it('shows the worked example to the penny, costs negative', () => {
    expectMoney(amount('Accommodation revenue'), 28576.6, 'accommodation');
    expectMoney(amount('Cleaning fees collected'), 3898.24, 'cleaning fees');
    expectMoney(amount('Gross revenue'), 32474.84, 'gross revenue');
    expectMoney(amount('Platform fees'), -5033.6, 'platform');
    expectMoney(amount('Cleaning and per-stay costs'), -6627.01, 'per-stay');
    expectMoney(amount('Gross profit (gross cash flow)'), 20814.23, 'gross profit');
    expectMoney(amount('Maintenance'), -974.25, 'maintenance');
    expect(amount('Fixed costs')).toBe(-5280);
    expect(amount('Rent')).toBe(-11400);
    expectMoney(amount('Net operating income (NOI)'), 3159.99, 'NOI');
    expectMoney(amount('Net cash flow'), 3159.99, 'net cash flow');
    expect(amount('Other income')).toBeUndefined();
  });

  it('itemises the fixed costs, which add up to their total', () => {
    const items = lines.filter((line) => line.kind === 'detail');
    expect(items.map((line) => line.label)).toEqual([
      'Utilities (£180 × 12)',
      'Council tax or business rates (£140 × 12)',
      'Insurance (£40 × 12)',
      'Internet (£35 × 12)',
      'Software (£45 × 12)',
    ]);
    expect(items.reduce((sum, line) => sum + line.amount, 0)).toBe(amount('Fixed costs'));
  });
});
