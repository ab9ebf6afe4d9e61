import { Logger } from '@nestjs/common';
import {
  DEAL_INPUT_OUT_OF_BOUNDS_CODE,
  DEAL_MESSAGES,
  DEALS_API_MESSAGES,
  MAX_MONEY_AMOUNT,
  MAX_PROPERTY_AMOUNT,
  dealFieldLabel,
  parseDealInput,
  type DealInput,
  type DealInputDraft,
  type DealSummary,
} from '@pac/contracts';
import { type Prisma } from '@pac/db';
import { EXAMPLE_A, EXAMPLE_B } from '@pac/deal-model/worked-examples';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';
import { insertDealSql, type InsertedDeal } from './deal-insert.js';
import { storedColumnsOf } from './stored-deal.js';

const parsed = (draft: DealInputDraft): DealInput => {
  const result = parseDealInput(draft);
  if (!result.success) throw new Error(result.error);
  return result.input;
};

/** The attack of issue 31 (furniture 1e110) and an honest £150m purchase: both saved before A9.1's bounds. */
const ATTACKER_INPUT: DealInput = (() => {
  const input = parsed(EXAMPLE_A);
  return { ...input, setup: { ...input.setup, furniture: 1e110 } };
})();
const HONEST_INPUT: DealInput = (() => {
  const input = parsed(EXAMPLE_B);
  return { ...input, purchase: { ...input.purchase!, price: 150_000_000 } };
})();
const FURNITURE_TOO_LARGE = {
  'input.setup.furniture': DEAL_MESSAGES.tooLarge(dealFieldLabel(['setup', 'furniture']), MAX_MONEY_AMOUNT),
};
const PRICE_TOO_LARGE = {
  'input.purchase.price': DEAL_MESSAGES.tooLarge(dealFieldLabel(['purchase', 'price']), MAX_PROPERTY_AMOUNT),
};
const REFUSAL = {
  success: false,
  error: DEALS_API_MESSAGES.storedInputOutOfBounds,
  code: DEAL_INPUT_OUT_OF_BOUNDS_CODE,
};

describe('deals saved before the input bounds (A9.1): refused with what to correct, never lost', () => {
  let ctx: AnalysisTestApp;
  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
  });
  afterAll(() => ctx?.stop());
  afterEach(() => vi.restoreAllMocks());

  /** The row a save wrote before the bounds: the service's own INSERT, headline figures of that input included. */
  async function insertPreBoundsDeal(userId: string, input: DealInput): Promise<InsertedDeal> {
    const { columns } = storedColumnsOf(input);
    const [row] = await ctx.prisma.$queryRaw<InsertedDeal[]>(insertDealSql(userId, input.name, columns));
    return row!;
  }

  const allowance = async (token: string) => {
    const body = (await ctx.as(token).get('/api/analysis/allowance')).body;
    return { calculations: body.calculations.used as number, exports: body.exports.used as number };
  };

  it("the owner's GET: 422 with the fields to correct and the deal exactly as stored; the list still shows it", async () => {
    const warn = vi.spyOn(Logger.prototype, 'warn');
    const { userId, token } = await ctx.user({ plan: 'professional' });
    const attack = await insertPreBoundsDeal(userId, ATTACKER_INPUT);
    const honest = await insertPreBoundsDeal(userId, HONEST_INPUT);

    const opened = await ctx.as(token).get(`/api/deals/${attack.id}`);
    expect(opened.status).toBe(422);
    expect(opened.body).toEqual({
      ...REFUSAL,
      fieldErrors: FURNITURE_TOO_LARGE,
      deal: {
        id: attack.id,
        name: ATTACKER_INPUT.name,
        model: 'rent_to_rent',
        input: ATTACKER_INPUT,
        createdAt: attack.createdAt.toISOString(),
        updatedAt: attack.updatedAt.toISOString(),
      },
    });
    const honestOpened = await ctx.as(token).get(`/api/deals/${honest.id}`);
    expect(honestOpened.status).toBe(422);
    expect(honestOpened.body).toMatchObject({ ...REFUSAL, fieldErrors: PRICE_TOO_LARGE });
    expect(honestOpened.body.deal.input).toEqual(HONEST_INPUT);

    // One line per read, naming the deal and the paths; never the values.
    const lines = warn.mock.calls.map(([message]) => String(message));
    const aboutAttack = lines.filter((line) => line.includes(attack.id));
    expect(aboutAttack).toHaveLength(1);
    expect(aboutAttack[0]).toContain('input.setup.furniture');
    expect(aboutAttack[0]).not.toMatch(/1e\+?110|0{20}/);
    expect(lines.filter((line) => line.includes(honest.id))[0]).not.toContain('150000000');

    const list = await ctx.as(token).get('/api/deals');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    const listed = list.body.deals as DealSummary[];
    expect(listed.map((deal) => deal.id).sort()).toEqual([attack.id, honest.id].sort());
    expect(listed.find((deal) => deal.id === honest.id)?.kpis).toEqual(
      storedColumnsOf(HONEST_INPUT).columns.headline,
    );

    // Anyone else's id stays a 404: the refusal tells no one else the deal exists.
    const other = await ctx.user({ plan: 'professional' });
    expect((await ctx.as(other.token).get(`/api/deals/${attack.id}`)).status).toBe(404);
  });

  it('duplicate, share, PDF and CSV answer the 422 with the fields, spending nothing; DELETE removes it', async () => {
    const { userId, token } = await ctx.user({ plan: 'free' });
    const deal = await insertPreBoundsDeal(userId, ATTACKER_INPUT);
    const api = ctx.as(token);
    const before = await allowance(token);

    for (const res of [
      await api.post(`/api/deals/${deal.id}/duplicate`),
      await api.post(`/api/deals/${deal.id}/share`),
      await api.get(`/api/deals/${deal.id}/report.pdf`),
      await api.get(`/api/deals/${deal.id}/export.csv`),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ ...REFUSAL, fieldErrors: FURNITURE_TOO_LARGE });
    }
    expect(await allowance(token)).toEqual(before);
    expect(await ctx.prisma.deal.count({ where: { userId } })).toBe(1);
    expect(await ctx.prisma.dealShare.count({ where: { dealId: deal.id } })).toBe(0);

    expect((await api.delete(`/api/deals/${deal.id}`)).body).toEqual({ success: true });
    expect(await ctx.prisma.deal.count({ where: { userId } })).toBe(0);
    expect((await api.get(`/api/deals/${deal.id}`)).status).toBe(404);
  });

  it("a link shared before shows anyone a plain message, nothing of the deal's values; its owner can revoke it", async () => {
    const { token } = await ctx.user({ plan: 'professional' });
    const api = ctx.as(token);
    const saved = (await api.post('/api/deals', { input: EXAMPLE_A })).body.deal as { id: string };
    const link = (await api.post(`/api/deals/${saved.id}/share`)).body.token as string;
    // What an edit before the bounds wrote.
    await ctx.prisma.deal.update({
      where: { id: saved.id },
      data: { input: { ...ATTACKER_INPUT, name: EXAMPLE_A.name } as unknown as Prisma.InputJsonValue },
    });

    const shared = await request(ctx.server()).get(`/api/shared/${link}`);
    expect(shared.status).toBe(422);
    expect(shared.body).toEqual({
      success: false,
      error: DEALS_API_MESSAGES.sharedDealOutOfBounds,
      code: DEAL_INPUT_OUT_OF_BOUNDS_CODE,
    });

    expect((await api.delete(`/api/deals/${saved.id}/share`)).body).toEqual({ success: true });
    expect((await request(ctx.server()).get(`/api/shared/${link}`)).status).toBe(404);
  });

  it('a name alone is refused; a new valid input replaces the stored one, and then everything works', async () => {
    const { userId, token } = await ctx.user({ plan: 'professional' });
    const deal = await insertPreBoundsDeal(userId, ATTACKER_INPUT);
    const api = ctx.as(token);
    const before = await allowance(token);

    const renamed = await api.put(`/api/deals/${deal.id}`, { name: 'Renamed' });
    expect(renamed.status).toBe(422);
    expect(renamed.body).toEqual({ ...REFUSAL, fieldErrors: FURNITURE_TOO_LARGE });
    expect((await ctx.prisma.deal.findUniqueOrThrow({ where: { id: deal.id } })).name).toBe(
      ATTACKER_INPUT.name,
    );

    // Still out of bounds: the ordinary 400 of a bad input, nothing written.
    const stillBad = await api.put(`/api/deals/${deal.id}`, { input: ATTACKER_INPUT });
    expect(stillBad.status).toBe(400);
    expect(stillBad.body.fieldErrors).toEqual(FURNITURE_TOO_LARGE);

    const corrected = { ...ATTACKER_INPUT, setup: { ...ATTACKER_INPUT.setup, furniture: 4_000 } };
    const saved = await api.put(`/api/deals/${deal.id}`, { name: 'Corrected flat', input: corrected });
    expect(saved.status).toBe(200);
    expect(saved.body.deal.name).toBe('Corrected flat');
    expect(saved.body.deal.input.setup.furniture).toBe(4_000);
    expect(saved.body.deal.result).toEqual(storedColumnsOf({ ...corrected, name: 'Corrected flat' }).result);

    const opened = await api.get(`/api/deals/${deal.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.deal.result).toEqual(saved.body.deal.result);
    const listed = (await api.get('/api/deals')).body.deals as DealSummary[];
    expect(listed[0]?.kpis.netCashFlow).toBe(saved.body.deal.result.annual.netCashFlow);
    expect((await api.get(`/api/deals/${deal.id}/export.csv`)).status).toBe(200);
    const pdf = await api.get(`/api/deals/${deal.id}/report.pdf`).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await api.post(`/api/deals/${deal.id}/share`)).status).toBe(201);
    // The correction was an edit (not counted); the two downloads were exports.
    expect(await allowance(token)).toEqual({
      calculations: before.calculations,
      exports: before.exports + 2,
    });
  });
});
