import { ADMIN_SESSION_COOKIE, IDENTITY_MESSAGES, SESSION_COOKIE } from '@pac/contracts';
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
import { TEST_SITE_URL, startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app.js';

const USER_ROUTES: ProtectedRoute[] = [
  { method: 'get', path: '/api/payment/session?session_id=cs_test_x' },
  { method: 'get', path: '/api/billing/subscription' },
  { method: 'post', path: '/api/billing/subscription/cancel' },
  { method: 'post', path: '/api/billing/expiry/run' },
];
const CHECKOUT: ProtectedRoute = { method: 'post', path: '/api/payment/checkout?plan=starter' };

describe('billing under attack', () => {
  let ctx: BillingTestApp;
  beforeAll(async () => {
    ctx = await startBillingTestApp();
  });
  afterAll(() => ctx?.stop());

  const server = () => ctx.server();

  it('refuses forged tokens (alg none, wrong key, tampered, expired, …) on every protected route with 401', async () => {
    const { token } = await ctx.createUser();
    const forgeries = forgeriesOf(token, TEST_JWT_SECRET);
    const common = { server, cookieNames: [SESSION_COOKIE], origin: TEST_SITE_URL };
    await expectRefusedEverywhere({ ...common, routes: USER_ROUTES, tokens: forgeries });
    // Checkout also takes the renewal token identity hands an expired plan, by design; nothing else.
    await expectRefusedEverywhere({
      ...common,
      routes: [CHECKOUT],
      tokens: forgeries.filter((forgery) => !forgery.label.startsWith('renewal token')),
    });
    expect(
      (await request(server()).get('/api/billing/subscription').auth(token, { type: 'bearer' })).status,
    ).toBe(200);
  });

  it('refuses a revoked session everywhere', async () => {
    const { token } = await ctx.createUser();
    const { jti } = jwt.decode(token) as { jti: string };
    await ctx.app.get(SessionRegistry).revoke(sha256Hex(jti));
    await expectRefusedEverywhere({
      server,
      routes: [...USER_ROUTES, CHECKOUT],
      tokens: [{ label: 'revoked', token }],
      cookieNames: [SESSION_COOKIE],
      origin: TEST_SITE_URL,
    });
  });

  it("answers a user's token on the admin route with 403", async () => {
    const { token } = await ctx.createUser();
    for (const headers of [
      { Authorization: `Bearer ${token}` },
      { Cookie: `${SESSION_COOKIE}=${token}`, Origin: TEST_SITE_URL },
    ]) {
      const res = await request(server()).post('/api/billing/expiry/run').set(headers);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: IDENTITY_MESSAGES.adminAccessDenied });
    }
  });

  it("never shows or changes another user's checkout or subscription, whatever id the request names", async () => {
    const victim = await ctx.createUser();
    const attacker = await ctx.createUser();
    const checkout = await request(server())
      .post('/api/payment/checkout?plan=starter')
      .auth(victim.token, { type: 'bearer' });
    expect(checkout.status).toBe(200);
    const sessionId = checkout.body.session_id as string;
    await ctx.prisma.subscription.create({
      data: {
        userId: victim.user.id,
        providerSubscriptionId: 'sub_victim',
        plan: 'starter',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
      },
    });
    const before = await ctx.prisma.subscription.findUniqueOrThrow({
      where: { providerSubscriptionId: 'sub_victim' },
    });

    const asAttacker = (req: request.Test) => req.auth(attacker.token, { type: 'bearer' });
    const confirm = await asAttacker(request(server()).get(`/api/payment/session?session_id=${sessionId}`));
    expect(confirm.status).toBe(404);
    const summary = await asAttacker(
      request(server()).get(`/api/billing/subscription?user_id=${victim.user.id}`),
    );
    expect(summary.status).toBe(200);
    expect(summary.body.subscription).toBeNull();
    const cancel = await asAttacker(
      request(server()).post(`/api/billing/subscription/cancel?user_id=${victim.user.id}`),
    ).send({ user_id: victim.user.id, subscription_id: 'sub_victim' });
    expect(cancel.status).toBe(404);

    expect(
      await ctx.prisma.subscription.findUniqueOrThrow({ where: { providerSubscriptionId: 'sub_victim' } }),
    ).toEqual(before);
  });

  it('refuses cookie-authenticated mutations from a foreign, missing or look-alike Origin', async () => {
    const { user, token } = await ctx.createUser();
    const admin = await ctx.createUser({ role: 'admin' });
    const mutations: [string, string, string][] = [
      ['/api/payment/checkout?plan=starter', SESSION_COOKIE, token],
      ['/api/billing/subscription/cancel', SESSION_COOKIE, token],
      ['/api/billing/expiry/run', ADMIN_SESSION_COOKIE, admin.token],
    ];
    for (const [path, cookie, cookieToken] of mutations) {
      for (const headers of [
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        {},
        { Origin: `${TEST_SITE_URL}.evil.example` },
        { Referer: 'https://evil.example/' },
      ] as Record<string, string>[]) {
        const res = await request(server()).post(path).set('Cookie', `${cookie}=${cookieToken}`).set(headers);
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.body).toEqual({ success: false, error: IDENTITY_MESSAGES.originRefused });
      }
    }
    // No checkout was opened for the cookie's owner by any of them; from the site itself it works.
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId).toBeNull();
    const own = await request(server())
      .post('/api/billing/expiry/run')
      .set('Cookie', `${ADMIN_SESSION_COOKIE}=${admin.token}`)
      .set('Origin', TEST_SITE_URL);
    expect(own.status).toBe(200);
  });

  it('takes SQL and script payloads in the session id as an unknown id', async () => {
    const { token } = await ctx.createUser();
    const users = await ctx.prisma.user.count();
    for (const payload of INJECTION_PAYLOADS) {
      const res = await request(server())
        .get(`/api/payment/session?session_id=${encodeURIComponent(payload)}`)
        .auth(token, { type: 'bearer' });
      expect(res.status, payload).toBe(404);
      expect(res.body.success).toBe(false);
    }
    expect(await ctx.prisma.user.count()).toBe(users);
  });
});
