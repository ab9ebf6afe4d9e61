import { DEAL_TEMPLATE_MESSAGES, MAX_DEAL_TEMPLATES, type CompsEvidence } from '@pac/contracts';
import request from 'supertest';
import { EXAMPLE_A, EXAMPLE_B } from '@pac/deal-model/worked-examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';

const figures = { count: 4, adr: { p25: 90, p50: 110, p75: 130 }, occupancy: { p25: 50, p50: 60, p75: 70 } };
/** A deal's comparables (valid evidence): a template must not carry them to a deal elsewhere. */
const COMPS: CompsEvidence = {
  layout: 'months',
  fileName: 'comps.csv',
  summarisedOn: '2026-12-07',
  rowsUsed: 48,
  currency: '£',
  byTier: {
    low: { ...figures, months: [1, 2, 12] },
    medium: { ...figures, months: [3, 4, 5, 6, 9, 10, 11] },
    high: { count: 0, adr: null, occupancy: null, months: [7, 8] },
  },
  byMonth: Array.from({ length: 12 }, () => figures),
};

describe('deal templates', () => {
  let ctx: AnalysisTestApp;
  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
  });
  afterAll(() => ctx?.stop());

  it('saves a deal’s assumptions under a name, lists them by name, and spends no calculation', async () => {
    const { token } = await ctx.user({ plan: 'free' });
    const api = ctx.as(token);
    const before = (await api.get('/api/analysis/allowance')).body;

    const saved = await api.post('/api/deal-templates', {
      name: '  City flats  ',
      input: { ...EXAMPLE_A, name: 'Flat on Mill Road' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ success: true, replaced: false, template: { name: 'City flats' } });
    // The name is the template's; the assumptions are the deal's, with the defaults filled in.
    expect(saved.body.template.input).toMatchObject({
      name: 'City flats',
      model: 'rent_to_rent',
      tenancy: { monthlyRent: EXAMPLE_A.tenancy?.monthlyRent },
      seasons: { low: EXAMPLE_A.seasons?.low },
      platformFeePercent: EXAMPLE_A.platformFeePercent,
    });
    await api.post('/api/deal-templates', { name: 'Area B purchases', input: EXAMPLE_B });

    const listed = await api.get('/api/deal-templates');
    expect(listed.status).toBe(200);
    expect(listed.body.templates.map((t: { name: string }) => t.name)).toEqual([
      'Area B purchases',
      'City flats',
    ]);
    expect(listed.body.templates[1]).toEqual(saved.body.template);
    expect((await api.get('/api/analysis/allowance')).body).toEqual(before);
  });

  it('a second save under the same name replaces the template; the comparables are never kept', async () => {
    const { token, userId } = await ctx.user({ plan: 'free' });
    const api = ctx.as(token);
    const first = await api.post('/api/deal-templates', { name: 'My usual', input: EXAMPLE_A });
    const second = await api.post('/api/deal-templates', {
      name: 'My usual',
      input: { ...EXAMPLE_A, tenancy: { ...EXAMPLE_A.tenancy, monthlyRent: 1_100 }, comps: COMPS },
    });
    expect(second.status).toBe(201);
    expect(second.body.replaced).toBe(true);
    expect(second.body.template.id).toBe(first.body.template.id);
    expect(second.body.template.input.tenancy.monthlyRent).toBe(1_100);
    const rows = await ctx.prisma.dealTemplate.findMany({ where: { userId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.input).not.toHaveProperty('comps');
  });

  it('refuses an invalid deal with its fields, and a missing or long name, storing nothing', async () => {
    const { token, userId } = await ctx.user({ plan: 'free' });
    const api = ctx.as(token);
    const badOccupancy = {
      ...EXAMPLE_A,
      seasons: { ...EXAMPLE_A.seasons, low: { ...EXAMPLE_A.seasons?.low, occupancy: 150 } },
    };
    const refused = await api.post('/api/deal-templates', { name: 'Bad', input: badOccupancy });
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(refused.body.fieldErrors['input.seasons.low.occupancy']).toMatch(/Occupancy/);

    const unnamed = await api.post('/api/deal-templates', { name: '   ', input: EXAMPLE_A });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.fieldErrors).toEqual({ name: DEAL_TEMPLATE_MESSAGES.nameRequired });
    const long = await api.post('/api/deal-templates', { name: 'x'.repeat(81), input: EXAMPLE_A });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual({ name: DEAL_TEMPLATE_MESSAGES.nameTooLong });
    expect(await ctx.prisma.dealTemplate.count({ where: { userId } })).toBe(0);
  });

  it(`keeps at most ${MAX_DEAL_TEMPLATES} templates a user, even when saves race; replacing one still works`, async () => {
    const { token, userId } = await ctx.user({ plan: 'free' });
    const api = ctx.as(token);
    const saves = await Promise.all(
      Array.from({ length: MAX_DEAL_TEMPLATES + 4 }, (_, i) =>
        api.post('/api/deal-templates', { name: `Template ${i}`, input: EXAMPLE_A }),
      ),
    );
    expect(saves.filter((res) => res.status === 201)).toHaveLength(MAX_DEAL_TEMPLATES);
    const refused = saves.filter((res) => res.status === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.body).toMatchObject({ success: false, error: DEAL_TEMPLATE_MESSAGES.tooMany });
    expect(await ctx.prisma.dealTemplate.count({ where: { userId } })).toBe(MAX_DEAL_TEMPLATES);

    const kept = (await ctx.prisma.dealTemplate.findFirst({ where: { userId } }))!;
    expect((await api.post('/api/deal-templates', { name: kept.name, input: EXAMPLE_B })).status).toBe(201);
  });

  it('a template is its owner’s alone: another user neither sees nor deletes it', async () => {
    const owner = await ctx.user({ plan: 'free' });
    const other = await ctx.user({ plan: 'free' });
    const { template } = (
      await ctx.as(owner.token).post('/api/deal-templates', { name: 'Mine', input: EXAMPLE_A })
    ).body;
    expect((await ctx.as(other.token).get('/api/deal-templates')).body.templates).toEqual([]);
    const stolen = await ctx.as(other.token).delete(`/api/deal-templates/${template.id}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe(DEAL_TEMPLATE_MESSAGES.notFound);
    expect((await ctx.as(owner.token).delete('/api/deal-templates/not-a-uuid')).status).toBe(404);

    const deleted = await ctx.as(owner.token).delete(`/api/deal-templates/${template.id}`);
    expect(deleted.status).toBe(200);
    expect((await ctx.as(owner.token).get('/api/deal-templates')).body.templates).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const res = await request(ctx.server()).get('/api/deal-templates');
    expect(res.status).toBe(401);
  });
});
