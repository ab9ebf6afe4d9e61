import { parseDealInput, type DealInput } from '@pac/contracts';
import { EXAMPLE_B } from '@pac/deal-model/worked-examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';
import { insertDealSql, type InsertedDeal } from './deal-insert.js';
import { storedColumnsOf } from './stored-deal.js';

/**
 * A deal saved before A9's decision inputs (input schema version 1): its stored input has no exit, stress,
 * sensitivity or tax block. Read today it gets the decision measures from A9.2's defaults; its row is not rewritten.
 */
function exampleB(): DealInput {
  const parsed = parseDealInput(EXAMPLE_B);
  if (!parsed.success) throw new Error(parsed.error);
  return parsed.input;
}
function versionOneInput(): Record<string, unknown> {
  const { exit: _exit, stress: _stress, sensitivity: _sensitivity, tax: _tax, ...before } = exampleB();
  return before;
}

interface StoredRow {
  input: unknown;
  input_version: number;
  headline: unknown;
  net_cash_flow: number;
  net_roi_percent: number | null;
  updated_at: Date;
}

describe('deals saved with input schema version 1 (before A9)', () => {
  let ctx: AnalysisTestApp;
  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
  });
  afterAll(() => ctx?.stop());

  async function insertVersionOne(userId: string): Promise<InsertedDeal> {
    const input = versionOneInput();
    // The headline columns a round-2 save wrote: the year-1 figures, which A9's inputs do not change.
    const { columns } = storedColumnsOf(exampleB());
    const [row] = await ctx.prisma.$queryRaw<InsertedDeal[]>(
      insertDealSql(userId, 'Cottage saved in round 2', {
        ...columns,
        input: input as unknown as DealInput,
        inputVersion: 1,
      }),
    );
    return row!;
  }

  const storedRow = async (id: string) =>
    (
      await ctx.prisma.$queryRawUnsafe<StoredRow[]>(
        'SELECT input, input_version, headline, net_cash_flow, net_roi_percent, updated_at FROM deals WHERE id = $1::uuid',
        id,
      )
    )[0]!;

  it('answers the new figures from the defaults, and leaves the stored row, headline figures included, as it was', async () => {
    const { userId, token } = await ctx.user({ plan: 'professional' });
    const deal = await insertVersionOne(userId);
    const before = await storedRow(deal.id);
    expect(before.input_version).toBe(1);
    expect(before.input).not.toHaveProperty('stress');

    const opened = await ctx.as(token).get(`/api/deals/${deal.id}`);
    expect(opened.status).toBe(200);
    const { input, result } = opened.body.deal;
    // The defaults of A9.2, filled in on reading.
    expect(input.exit).toEqual({ capitalGrowthPercent: 3, sellingCostsPercent: 2 });
    expect(input.stress).toEqual({ ratePoints: 3 });
    expect(input.tax.owner).toBe('none');
    // Example B's figures with them: a 5 × 5 grid, the stress at 8.5 %, the exit at 3 % growth, no tax or refinance.
    expect(result.sensitivity.netCashFlow).toHaveLength(5);
    expect(result.sensitivity.netCashFlow[2][2]).toBe(result.annual.netCashFlow);
    expect(result.stress.ratePercent).toBe(8.5);
    expect(result.returns.exitValue).toBeCloseTo(289_818.52, 2);
    expect(result.refinance).toBeNull();
    expect(result.tax).toBeNull();

    // The list shows the stored headline figures, and the row is byte for byte what was stored.
    const list = await ctx.as(token).get('/api/deals');
    expect(list.body.deals[0].kpis).toEqual(before.headline);
    expect(await storedRow(deal.id)).toEqual(before);
  });

  it('saves an edit as version 2, with every default filled in', async () => {
    const { userId, token } = await ctx.user({ plan: 'professional' });
    const deal = await insertVersionOne(userId);
    const opened = await ctx.as(token).get(`/api/deals/${deal.id}`);
    const edited = await ctx.as(token).put(`/api/deals/${deal.id}`, {
      name: 'Cottage saved in round 2',
      input: { ...opened.body.deal.input, stress: { ratePoints: 2 } },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.deal.result.stress.ratePercent).toBe(7.5);
    const after = await storedRow(deal.id);
    expect(after.input_version).toBe(2);
    expect(after.input).toMatchObject({
      stress: { ratePoints: 2 },
      sensitivity: { rateSteps: [-20, -10, 0, 10, 20] },
    });
  });
});
