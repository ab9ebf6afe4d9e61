import { DEALS_API_MESSAGES, type SavedDeal } from '@pac/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_URL, startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';

describe('share links: read-only, revocable by the owner', () => {
  let ctx: AnalysisTestApp;
  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
  });
  afterAll(() => ctx?.stop());

  it('shares a deal with anyone holding the link, answers the same link twice, and revokes it', async () => {
    const { token } = await ctx.user({ plan: 'starter' });
    const api = ctx.as(token);
    const deal = (await api.post('/api/deals', { input: EXAMPLE_A })).body.deal as SavedDeal;

    const shared = await api.post(`/api/deals/${deal.id}/share`);
    expect(shared.status).toBe(201);
    expect(shared.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(shared.body.url).toBe(`${TEST_SITE_URL}/shared/${shared.body.token}`);
    expect((await api.post(`/api/deals/${deal.id}/share`)).body.token).toBe(shared.body.token);
    // Only a hash of the token is stored.
    const rows = await ctx.prisma.dealShare.findMany({ where: { dealId: deal.id } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(shared.body.token);

    const opened = await request(ctx.server()).get(`/api/shared/${shared.body.token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      success: true,
      deal: { name: deal.name, input: deal.input, result: deal.result },
    });

    expect((await api.delete(`/api/deals/${deal.id}/share`)).body).toEqual({ success: true });
    const revoked = await request(ctx.server()).get(`/api/shared/${shared.body.token}`);
    expect(revoked.status).toBe(404);
    expect(revoked.body).toEqual({ success: false, error: DEALS_API_MESSAGES.sharedDealNotFound });

    const again = await api.post(`/api/deals/${deal.id}/share`);
    expect(again.body.token).not.toBe(shared.body.token);
    expect((await request(ctx.server()).get(`/api/shared/${again.body.token}`)).status).toBe(200);
  });

  it('shows the deal as it is now, and nothing once it is deleted', async () => {
    const { token } = await ctx.user({ plan: 'starter' });
    const api = ctx.as(token);
    const deal = (await api.post('/api/deals', { input: EXAMPLE_A })).body.deal as SavedDeal;
    const link = (await api.post(`/api/deals/${deal.id}/share`)).body.token as string;
    await api.put(`/api/deals/${deal.id}`, { name: 'Updated name' });
    expect((await request(ctx.server()).get(`/api/shared/${link}`)).body.deal.name).toBe('Updated name');
    await api.delete(`/api/deals/${deal.id}`);
    expect((await request(ctx.server()).get(`/api/shared/${link}`)).status).toBe(404);
  });

  it('two clicks at once end with one live link', async () => {
    const { token } = await ctx.user({ plan: 'starter' });
    const api = ctx.as(token);
    const deal = (await api.post('/api/deals', { input: EXAMPLE_A })).body.deal as SavedDeal;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api.post(`/api/deals/${deal.id}/share`)),
    );
    expect(new Set(answers.map((res) => res.body.token)).size).toBe(1);
    expect(await ctx.prisma.dealShare.count({ where: { dealId: deal.id, revokedAt: null } })).toBe(1);
  });

  it('unknown, malformed and guessed tokens are not found', async () => {
    for (const token of ['x', 'A'.repeat(43), '..%2F..%2Fetc', 'A'.repeat(500)]) {
      const res = await request(ctx.server()).get(`/api/shared/${token}`);
      expect(res.status, token).toBe(404);
      expect(res.body.success).toBe(false);
    }
  });
});
