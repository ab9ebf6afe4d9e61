import { DEALS_API_MESSAGES, type DealResponse, type SavedDeal } from '@pac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';
import { EXAMPLE_A, EXAMPLE_B } from '@pac/deal-model/worked-examples';

const penny = (value: number, expected: number) =>
  expect(Math.abs(value - expected)).toBeLessThanOrEqual(0.01);

describe('saved deals (/api/deals)', () => {
  let ctx: AnalysisTestApp;
  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
  });
  afterAll(() => ctx?.stop());

  const calculationsUsed = async (token: string) =>
    (await ctx.as(token).get('/api/analysis/allowance')).body.calculations.used as number;

  it('saves a deal with the server’s own result, every default filled in, and counts one calculation', async () => {
    const { token } = await ctx.user({ plan: 'professional' });
    const res = await ctx.as(token).post('/api/deals', { name: 'Leeds flat', input: EXAMPLE_A });
    expect(res.status).toBe(201);
    const deal = (res.body as DealResponse).deal;
    expect(deal.name).toBe('Leeds flat');
    expect(deal.input.name).toBe('Leeds flat');
    expect(deal.model).toBe('rent_to_rent');
    expect(deal.input.vat).toEqual({ mode: 'not_registered', flatRatePercent: 10.5 });
    expect(deal.input.forecastYear).toBe(2026);
    penny(deal.result.annual.netCashFlow, 3159.99);
    penny(deal.result.cashInvested.total, 8846.15);
    expect(deal.result.kpis.paybackMonth).toBe(32);
    expect(await calculationsUsed(token)).toBe(1);
  });

  it('never takes a result from the client: a body carrying one is refused', async () => {
    const { token } = await ctx.user({ plan: 'professional' });
    const res = await ctx.as(token).post('/api/deals', {
      input: EXAMPLE_A,
      result: { annual: { netCashFlow: 1_000_000 } },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('result');
    expect(await calculationsUsed(token)).toBe(0);
  });

  it('reads, edits (not counted), duplicates (counted) and deletes', async () => {
    const { token } = await ctx.user({ plan: 'professional' });
    const api = ctx.as(token);
    const saved = (await api.post('/api/deals', { input: EXAMPLE_A })).body.deal as SavedDeal;
    expect(saved.name).toBe(EXAMPLE_A.name);

    const read = await api.get(`/api/deals/${saved.id}`);
    expect(read.status).toBe(200);
    expect(read.body.deal.result).toEqual(saved.result);

    // A higher rent lowers every month's cash flow by the difference; the edit is not counted.
    const edited = await api.put(`/api/deals/${saved.id}`, {
      input: { ...EXAMPLE_A, tenancy: { ...EXAMPLE_A.tenancy, monthlyRent: 1000 } },
    });
    expect(edited.status).toBe(200);
    penny(edited.body.deal.result.annual.netCashFlow, 3159.99 - 600);
    const renamed = await api.put(`/api/deals/${saved.id}`, { name: 'Renamed flat' });
    expect(renamed.body.deal.name).toBe('Renamed flat');
    expect(renamed.body.deal.input.name).toBe('Renamed flat');
    penny(renamed.body.deal.result.annual.netCashFlow, 3159.99 - 600);
    expect(await calculationsUsed(token)).toBe(1);

    const copy = await api.post(`/api/deals/${saved.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.deal.name).toBe('Renamed flat (copy)');
    expect(copy.body.deal.id).not.toBe(saved.id);
    expect(copy.body.deal.input.tenancy.monthlyRent).toBe(1000);
    expect(await calculationsUsed(token)).toBe(2);

    expect((await api.delete(`/api/deals/${saved.id}`)).body).toEqual({ success: true });
    expect((await api.get(`/api/deals/${saved.id}`)).status).toBe(404);
    expect((await api.delete(`/api/deals/${saved.id}`)).status).toBe(404);
    expect((await api.get(`/api/deals/${copy.body.deal.id}`)).status).toBe(200);
  });

  it("answers 404 for another user's deal, whatever is asked of it, and changes nothing", async () => {
    const owner = await ctx.user({ plan: 'professional' });
    const other = await ctx.user({ plan: 'professional' });
    const saved = (await ctx.as(owner.token).post('/api/deals', { input: EXAMPLE_A })).body.deal as SavedDeal;
    const api = ctx.as(other.token);
    const attempts = [
      api.get(`/api/deals/${saved.id}`),
      api.put(`/api/deals/${saved.id}`, { name: 'Mine now' }),
      api.delete(`/api/deals/${saved.id}`),
      api.post(`/api/deals/${saved.id}/duplicate`),
      api.post(`/api/deals/${saved.id}/share`),
      api.delete(`/api/deals/${saved.id}/share`),
      api.get(`/api/deals/${saved.id}/report.pdf`),
      api.get(`/api/deals/${saved.id}/export.csv`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: DEALS_API_MESSAGES.dealNotFound });
    }
    const still = await ctx.as(owner.token).get(`/api/deals/${saved.id}`);
    expect(still.body.deal.name).toBe(saved.name);
    expect((await api.get('/api/deals')).body.total).toBe(0);
    expect(await ctx.prisma.deal.count({ where: { id: saved.id } })).toBe(1);
  });

  it('searches for the typed text as written: %, _ and \\ are characters, not wildcards; the total on every page', async () => {
    const { token } = await ctx.user({ plan: 'executive' });
    const api = ctx.as(token);
    const names = ['100% sure', '100 sure', 'a_b', 'axb', 'back\\slash', 'backslash', 'Ünïcode ÄB'];
    for (const name of names)
      expect((await api.post('/api/deals', { name, input: EXAMPLE_A })).status).toBe(201);
    // Newest first: the names were saved in this order.
    const cases: [string, string[]][] = [
      ['%', ['100% sure']],
      ['_', ['a_b']],
      ['0%', ['100% sure']],
      ['%%', []],
      ['a_b', ['a_b']],
      ['\\', ['back\\slash']],
      ['k\\s', ['back\\slash']],
      ['äb', ['Ünïcode ÄB']],
      ['  SURE ', ['100 sure', '100% sure']],
    ];
    for (const [search, expected] of cases) {
      const listed = await api.get(`/api/deals?search=${encodeURIComponent(search)}`);
      expect(listed.status).toBe(200);
      expect(
        listed.body.deals.map((deal: { name: string }) => deal.name),
        search,
      ).toEqual(expected);
      expect(listed.body.total, search).toBe(expected.length);
      // A page past the end has no row to carry the total: it is counted apart.
      const past = await api.get(`/api/deals?search=${encodeURIComponent(search)}&page=3`);
      expect(past.body, search).toMatchObject({ deals: [], page: 3, total: expected.length });
    }
  });

  it('lists newest first with search, sort and pages of 20', async () => {
    const { token } = await ctx.user({ plan: 'executive' });
    const api = ctx.as(token);
    const names = ['Alpha cottage', 'Bravo flat', 'Charlie house'];
    for (const name of names) await api.post('/api/deals', { name, input: EXAMPLE_A });
    await api.post('/api/deals', { name: 'Delta purchase', input: EXAMPLE_B });

    const newest = await api.get('/api/deals');
    expect(newest.status).toBe(200);
    expect(newest.body.deals.map((deal: { name: string }) => deal.name)).toEqual([
      'Delta purchase',
      'Charlie house',
      'Bravo flat',
      'Alpha cottage',
    ]);
    expect(newest.body).toMatchObject({ page: 1, pageSize: 20, total: 4 });
    const first = newest.body.deals[1];
    expect(Object.keys(first).sort()).toEqual(['id', 'kpis', 'model', 'name', 'updatedAt']);
    penny(first.kpis.netCashFlow, 3159.99);
    expect(first.kpis.paybackMonth).toBe(32);

    const search = await api.get('/api/deals?search=FLAT');
    expect(search.body.deals.map((deal: { name: string }) => deal.name)).toEqual(['Bravo flat']);
    const byName = await api.get('/api/deals?sort=name');
    expect(byName.body.deals.map((deal: { name: string }) => deal.name)).toEqual([
      ...names,
      'Delta purchase',
    ]);
    const byCash = await api.get('/api/deals?sort=netCashFlow');
    expect(byCash.body.deals[0].name).not.toBe('Delta purchase');
    expect(byCash.body.deals.at(-1).name).toBe('Delta purchase');

    for (let i = 0; i < 18; i++) await api.post('/api/deals', { name: `Bulk ${i}`, input: EXAMPLE_A });
    const page2 = await api.get('/api/deals?page=2');
    expect(page2.body).toMatchObject({ page: 2, total: 22 });
    expect(page2.body.deals).toHaveLength(2);
    expect((await api.get('/api/deals?sort=biggest')).status).toBe(400);
    expect((await api.get('/api/deals?page=0')).status).toBe(400);
  });

  it('refuses requests without a session with 401', async () => {
    const res = await ctx.as('not-a-token').get('/api/deals');
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});
