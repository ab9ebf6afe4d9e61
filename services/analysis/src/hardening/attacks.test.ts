import {
  API_KEY_PREFIX,
  DEAL_MESSAGES,
  MAX_MONEY_AMOUNT,
  MAX_PROPERTY_AMOUNT,
  SESSION_COOKIE,
  type SavedDeal,
} from '@pac/contracts';
import { SessionRegistry, sha256Hex } from '@pac/server-kit/auth';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import {
  INJECTION_PAYLOADS,
  expectRefusedEverywhere,
  forgeriesOf,
  type ProtectedRoute,
} from '@pac/server-kit/testing/attacks';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_SITE_URL,
  freshClientIp,
  startAnalysisTestApp,
  type AnalysisTestApp,
} from '../testing/analysis-test-app.js';
import { EXAMPLE_A, EXAMPLE_B } from '@pac/deal-model/worked-examples';

describe('analysis under attack', () => {
  let ctx: AnalysisTestApp;
  let deal: SavedDeal;
  let owner: { token: string; userId: string };
  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
    owner = await ctx.user({ plan: 'executive' });
    deal = (await ctx.as(owner.token).post('/api/deals', { input: EXAMPLE_A })).body.deal;
  });
  afterAll(() => ctx?.stop());

  /** Every endpoint that needs a caller. */
  const protectedRoutes = (): ProtectedRoute[] => [
    { method: 'get', path: '/api/analysis/allowance' },
    { method: 'get', path: '/api/deals' },
    { method: 'post', path: '/api/deals', body: { input: EXAMPLE_A } },
    { method: 'get', path: `/api/deals/${deal.id}` },
    { method: 'put', path: `/api/deals/${deal.id}`, body: { name: 'Taken over' } },
    { method: 'delete', path: `/api/deals/${deal.id}` },
    { method: 'post', path: `/api/deals/${deal.id}/duplicate` },
    { method: 'post', path: `/api/deals/${deal.id}/share` },
    { method: 'delete', path: `/api/deals/${deal.id}/share` },
    { method: 'get', path: `/api/deals/${deal.id}/report.pdf` },
    { method: 'get', path: `/api/deals/${deal.id}/export.csv` },
    { method: 'post', path: '/api/api-keys', body: { name: 'Stolen' } },
    { method: 'get', path: '/api/api-keys' },
    { method: 'delete', path: '/api/api-keys/00000000-0000-4000-8000-000000000000' },
  ];

  it('refuses forged, expired and revoked session tokens everywhere with 401, changing nothing', async () => {
    const { token } = await ctx.user({ plan: 'executive' });
    const common = {
      server: ctx.server,
      routes: protectedRoutes(),
      cookieNames: [SESSION_COOKIE],
      origin: TEST_SITE_URL,
    };
    await expectRefusedEverywhere({ ...common, tokens: forgeriesOf(token, TEST_JWT_SECRET) });
    await ctx.app.get(SessionRegistry).revoke(sha256Hex((jwt.decode(token) as { jti: string }).jti));
    await expectRefusedEverywhere({ ...common, tokens: [{ label: 'revoked', token }] });
    expect((await ctx.as(owner.token).get(`/api/deals/${deal.id}`)).body.deal.name).toBe(deal.name);
  });

  it('refuses made-up and look-alike API keys everywhere with 401', async () => {
    const { secret } = (await ctx.as(owner.token).post('/api/api-keys', { name: 'Real key' })).body as {
      secret: string;
    };
    const lookAlikes = [
      `${API_KEY_PREFIX}${'A'.repeat(43)}`,
      `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
      secret.toUpperCase(),
      `${API_KEY_PREFIX}`,
      `${secret}x`,
    ].map((token, i) => ({ label: `look-alike key ${i}`, token }));
    await expectRefusedEverywhere({
      server: ctx.server,
      routes: protectedRoutes().filter((route) => !route.path.startsWith('/api/api-keys')),
      cookieNames: [],
      origin: TEST_SITE_URL,
      tokens: lookAlikes,
    });
  });

  it('refuses cookie-authenticated changes from another site (403), and stores nothing', async () => {
    const before = await ctx.prisma.deal.count();
    for (const route of protectedRoutes().filter((r) => r.method !== 'get')) {
      const client = request(ctx.server());
      const res = await client[route.method](route.path)
        .set('Cookie', `${SESSION_COOKIE}=${owner.token}`)
        .set('Origin', 'https://evil.example')
        .send(route.body ?? {});
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
    expect(await ctx.prisma.deal.count()).toBe(before);
    expect((await ctx.as(owner.token).get(`/api/deals/${deal.id}`)).status).toBe(200);
  });

  it('refuses the amounts that froze the reports: 1e110 furniture, a 1e308 price and loan, 1e308 rent (400, nothing saved)', async () => {
    const { token } = await ctx.user({ plan: 'free' });
    const attacks: [input: object, fieldErrors: Record<string, string>][] = [
      [
        { ...EXAMPLE_A, setup: { ...EXAMPLE_A.setup, furniture: 1e110 } },
        { 'setup.furniture': DEAL_MESSAGES.tooLarge('Furniture', MAX_MONEY_AMOUNT) },
      ],
      [
        {
          ...EXAMPLE_B,
          purchase: { price: 1e308 },
          mortgage: { loanAmount: 1e308, interestRatePercent: 5.5 },
        },
        {
          'purchase.price': DEAL_MESSAGES.tooLarge('Purchase price', MAX_PROPERTY_AMOUNT),
          'mortgage.loanAmount': DEAL_MESSAGES.tooLarge('Loan amount', MAX_PROPERTY_AMOUNT),
        },
      ],
      [
        { ...EXAMPLE_A, tenancy: { ...EXAMPLE_A.tenancy, monthlyRent: 1e308 } },
        { 'tenancy.monthlyRent': DEAL_MESSAGES.tooLarge('Monthly rent', MAX_MONEY_AMOUNT) },
      ],
    ];
    const before = [await ctx.prisma.deal.count(), await ctx.prisma.usageEvent.count()];
    for (const [input, fieldErrors] of attacks) {
      const saved = await ctx.as(token).post('/api/deals', { input });
      expect(saved.status).toBe(400);
      expect(saved.body.fieldErrors).toEqual(
        Object.fromEntries(Object.entries(fieldErrors).map(([key, message]) => [`input.${key}`, message])),
      );
      // Nor may an edit of a saved deal, or an unsaved calculation, take them.
      const edited = await ctx.as(owner.token).put(`/api/deals/${deal.id}`, { input });
      expect(edited.status).toBe(400);
      const calculated = await ctx
        .as(token)
        .post('/api/analysis/calculate', input)
        .set('X-Forwarded-For', freshClientIp());
      expect(calculated.status).toBe(400);
      expect(calculated.body.fieldErrors).toEqual(fieldErrors);
    }
    expect([await ctx.prisma.deal.count(), await ctx.prisma.usageEvent.count()]).toEqual(before);
    expect((await ctx.as(owner.token).get(`/api/deals/${deal.id}`)).body.deal.input).toEqual(deal.input);
  });

  it('stores script and SQL payloads in names as plain data', async () => {
    for (const payload of INJECTION_PAYLOADS) {
      const saved = await ctx.as(owner.token).post('/api/deals', { name: payload, input: EXAMPLE_A });
      expect(saved.status).toBe(201);
      expect(saved.body.deal.name).toBe(payload);
      const found = await ctx.as(owner.token).get(`/api/deals?search=${encodeURIComponent(payload)}`);
      expect(found.body.deals.map((d: { name: string }) => d.name)).toContain(payload);
    }
    expect(await ctx.prisma.user.count()).toBeGreaterThan(0);
  });
});
