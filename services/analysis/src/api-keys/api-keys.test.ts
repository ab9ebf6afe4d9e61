import { API_KEY_PREFIX, DEALS_API_MESSAGES } from '@pac/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClientIp, startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';
import { EXAMPLE_A, EXAMPLE_B } from '@pac/deal-model/worked-examples';
import { MAX_LIVE_API_KEYS } from './api-keys.service.js';

describe('Executive API keys', () => {
  let ctx: AnalysisTestApp;
  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
  });
  afterAll(() => ctx?.stop());

  const withKey = (secret: string) => ({
    calculate: () =>
      request(ctx.server())
        .post('/api/analysis/calculate')
        .set('X-Forwarded-For', freshClientIp())
        .auth(secret, { type: 'bearer' })
        .send(EXAMPLE_A),
    save: () =>
      request(ctx.server()).post('/api/deals').auth(secret, { type: 'bearer' }).send({ input: EXAMPLE_A }),
    list: () => request(ctx.server()).get('/api/deals').auth(secret, { type: 'bearer' }),
  });

  it('an Executive creates a key (secret shown once, stored hashed) and calls calculate and deals with it', async () => {
    const { token, userId } = await ctx.user({ plan: 'executive' });
    const created = await ctx.as(token).post('/api/api-keys', { name: 'Spreadsheet sync' });
    expect(created.status).toBe(201);
    const { key, secret } = created.body;
    expect(secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key).toMatchObject({ name: 'Spreadsheet sync', lastUsedAt: null });
    const stored = await ctx.prisma.apiKey.findMany({ where: { userId } });
    expect(JSON.stringify(stored)).not.toContain(secret);

    const listed = await ctx.as(token).get('/api/api-keys');
    expect(listed.body.keys).toEqual([key]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const api = withKey(secret);
    const calculated = await api.calculate();
    expect(calculated.status).toBe(200);
    expect(calculated.body.result.kpis.paybackMonth).toBe(32);
    expect((await api.save()).status).toBe(201);
    const deals = await api.list();
    expect(deals.status).toBe(200);
    expect(deals.body.total).toBe(1);
    expect((await ctx.as(token).get('/api/api-keys')).body.keys[0].lastUsedAt).not.toBeNull();
  });

  it("gives an Executive key A9's decision figures, from calculate and on the saved deal", async () => {
    const { token } = await ctx.user({ plan: 'executive' });
    const { secret } = (await ctx.as(token).post('/api/api-keys', { name: 'Deal screen' })).body;
    const input = {
      ...EXAMPLE_B,
      refinance: { valuation: 400_000, loanToValuePercent: 80 },
      tax: { owner: 'company' },
    };
    const calculated = await request(ctx.server())
      .post('/api/analysis/calculate')
      .set('X-Forwarded-For', freshClientIp())
      .auth(secret, { type: 'bearer' })
      .send(input);
    expect(calculated.status).toBe(200);
    const { result } = calculated.body;
    // Example B stressed at 5.5 % + 3 points, sold after five years at 3 % growth, refinanced at 80 % of £400,000.
    expect(result.stress.ratePercent).toBe(8.5);
    expect(result.stress.annualNetCashFlow).toBeCloseTo(-2981.26, 2);
    expect(result.returns.exitEquity).toBeCloseTo(96522.15, 2);
    expect(result.refinance.cashReleased).toBeCloseTo(131_000, 2);
    expect(result.tax.owner).toBe('company');
    expect(result.sensitivity.netCashFlow).toHaveLength(5);
    expect(result.sensitivity.netCashFlow[2][2]).toBe(result.annual.netCashFlow);

    const saved = await request(ctx.server())
      .post('/api/deals')
      .auth(secret, { type: 'bearer' })
      .send({ input });
    expect(saved.status).toBe(201);
    const opened = await request(ctx.server())
      .get(`/api/deals/${saved.body.deal.id}`)
      .auth(secret, { type: 'bearer' });
    expect(opened.status).toBe(200);
    for (const measure of ['sensitivity', 'stress', 'returns', 'refinance', 'tax'])
      expect(opened.body.deal.result[measure]).toEqual(result[measure]);
  });

  it('refuses a revoked key with 401, and keys of another user cannot be revoked', async () => {
    const owner = await ctx.user({ plan: 'executive' });
    const other = await ctx.user({ plan: 'enterprise_plus' });
    const { key, secret } = (await ctx.as(owner.token).post('/api/api-keys', { name: 'Old key' })).body;
    expect((await ctx.as(other.token).delete(`/api/api-keys/${key.id}`)).status).toBe(404);
    expect((await withKey(secret).list()).status).toBe(200);
    expect((await ctx.as(owner.token).delete(`/api/api-keys/${key.id}`)).body).toEqual({ success: true });
    for (const res of [
      await withKey(secret).list(),
      await withKey(secret).calculate(),
      await withKey(secret).save(),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: DEALS_API_MESSAGES.apiKeyInvalid });
    }
    expect((await ctx.as(owner.token).get('/api/api-keys')).body.keys).toEqual([]);
  });

  it('refuses other plans with 403: no keys to create, and a key of a downgraded account stops working', async () => {
    for (const plan of ['free', 'starter', 'professional'] as const) {
      const { token } = await ctx.user({ plan });
      const res = await ctx.as(token).post('/api/api-keys', { name: 'Not allowed' });
      expect(res.status, plan).toBe(403);
      expect(res.body.error).toBe(DEALS_API_MESSAGES.apiKeysExecutiveOnly);
      expect((await ctx.as(token).get('/api/api-keys')).status).toBe(403);
    }
    const { token, userId } = await ctx.user({ plan: 'executive' });
    const { secret } = (await ctx.as(token).post('/api/api-keys', { name: 'Soon downgraded' })).body;
    await ctx.prisma.user.update({ where: { id: userId }, data: { plan: 'professional' } });
    const res = await withKey(secret).list();
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(DEALS_API_MESSAGES.apiKeysExecutiveOnly);
  });

  it('unknown keys are refused, keys cannot manage keys, and at most ten live keys per account', async () => {
    const unknown = `${API_KEY_PREFIX}${'A'.repeat(43)}`;
    expect((await withKey(unknown).list()).status).toBe(401);
    const { token } = await ctx.user({ plan: 'executive' });
    const { secret } = (await ctx.as(token).post('/api/api-keys', { name: 'First' })).body;
    expect(
      (await request(ctx.server()).post('/api/api-keys').auth(secret, { type: 'bearer' }).send({ name: 'x' }))
        .status,
    ).toBe(401);
    for (let i = 1; i < MAX_LIVE_API_KEYS; i++) {
      expect((await ctx.as(token).post('/api/api-keys', { name: `Key ${i}` })).status).toBe(201);
    }
    const over = await ctx.as(token).post('/api/api-keys', { name: 'One too many' });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(DEALS_API_MESSAGES.tooManyApiKeys);
  });
});
