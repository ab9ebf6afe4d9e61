import { STAND_IN_CARDS, BILLING_MESSAGES, IDENTITY_MESSAGES } from '@pac/contracts';
import { signRenewalToken } from '@pac/server-kit/auth';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_URL, startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app.js';

describe('POST /api/payment/checkout', () => {
  let ctx: BillingTestApp;
  beforeAll(async () => {
    ctx = await startBillingTestApp();
  });
  afterAll(() => ctx?.stop());

  const checkout = (plan: string | undefined, token?: string) => {
    const req = request(ctx.server())
      .post(`/api/payment/checkout${plan === undefined ? '' : `?plan=${encodeURIComponent(plan)}`}`)
      .set('Content-Type', 'application/json');
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send('{}');
  };
  const pay = (checkoutUrl: string, card: string) => ctx.payAtStandIn(checkoutUrl, card);

  it('needs a session', async () => {
    const res = await checkout('starter');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(IDENTITY_MESSAGES.signInRequired);
  });

  it.each([
    ['gold', BILLING_MESSAGES.unknownPlan],
    [undefined, BILLING_MESSAGES.unknownPlan],
    ['', BILLING_MESSAGES.unknownPlan],
    ['executive', BILLING_MESSAGES.executiveIsContactSales],
    ['free', BILLING_MESSAGES.freeNeedsNoCheckout],
  ])('refuses plan %j with 400 and a clear message', async (plan, message) => {
    const { token } = await ctx.createUser();
    const res = await checkout(plan, token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: message });
  });

  it('refuses the plan the user already has', async () => {
    const { token } = await ctx.createUser({ plan: 'starter', planStatus: 'active' });
    const res = await checkout('starter', token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: BILLING_MESSAGES.alreadySubscribed });
  });

  it('opens a checkout tied to the user, with the site return addresses, once per double click', async () => {
    const { user, token } = await ctx.createUser();
    const res = await checkout('professional', token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      checkout_url: expect.stringMatching(/^http:\/\/stand-in\.example\.test\/checkout\/cs_test_/),
    });

    const stored = await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.stripeCustomerId).toMatch(/^cus_/);
    const customer = ctx.standIn.store.customers.get(stored.stripeCustomerId!);
    expect(customer).toMatchObject({ email: user.email, metadata: { user_id: user.id } });
    const session = ctx.standIn.store.sessions.get(res.body.session_id)!;
    expect(session).toMatchObject({
      customer: stored.stripeCustomerId,
      client_reference_id: user.id,
      amount_total: 5000,
      currency: 'gbp',
      success_url: `${TEST_SITE_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_SITE_URL}/payment-cancel`,
    });

    const again = await checkout('professional', token);
    expect(again.body.session_id).toBe(res.body.session_id);
    expect(ctx.standIn.store.customers.size).toBeGreaterThan(0);
  });

  it('pays through the stand-in: the webhooks make the user starter/active, then starter is refused', async () => {
    const { user, token } = await ctx.createUser();
    const opened = await checkout('starter', token);
    const declined = await pay(opened.body.checkout_url, STAND_IN_CARDS.declined);
    expect(declined.status).toBe(402);

    const paid = await pay(opened.body.checkout_url, STAND_IN_CARDS.succeeds);
    expect(paid.headers.location).toBe(
      `${TEST_SITE_URL}/payment-success?session_id=${opened.body.session_id}`,
    );
    await expect
      .poll(async () => ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } }), { timeout: 10_000 })
      .toMatchObject({ plan: 'starter', planStatus: 'active' });
    await expect
      .poll(() => ctx.prisma.payment.count({ where: { userId: user.id, status: 'succeeded' } }))
      .toBe(1);

    const confirmed = await request(ctx.server())
      .get(`/api/payment/session?session_id=${opened.body.session_id}`)
      .set('Authorization', `Bearer ${token}`);
    expect(confirmed.body).toEqual({
      success: true,
      status: 'complete',
      plan: 'starter',
      plan_status: 'active',
      live_calls: false,
    });

    const twice = await checkout('starter', token);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(BILLING_MESSAGES.alreadySubscribed);

    // Cancel anytime: the plan stays until the period ends.
    const cancel = await request(ctx.server())
      .post('/api/billing/subscription/cancel')
      .set('Authorization', `Bearer ${token}`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({
      plan: 'starter',
      plan_status: 'active',
      subscription: { plan: 'starter', status: 'active', cancel_at_period_end: true },
    });
    const again = await request(ctx.server())
      .post('/api/billing/subscription/cancel')
      .set('Authorization', `Bearer ${token}`);
    expect(again.status).toBe(409);
    const periodEnd = new Date(cancel.body.subscription.current_period_end as string);
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).planExpiresAt).toEqual(
      periodEnd,
    );
  });

  it('lets an expired plan renew with the renew token from sign-in, the same plan included', async () => {
    const { user } = await ctx.createUser({ plan: 'starter', planStatus: 'expired' });
    const renewToken = signRenewalToken(TEST_JWT_SECRET, { userId: user.id, issuedAt: new Date() });
    const res = await checkout('starter', renewToken);
    expect(res.status).toBe(200);
    expect(res.body.checkout_url).toContain('/checkout/');
  });

  it('lets an expired Free account buy Starter or Professional with its renew token, and nothing else', async () => {
    const { user } = await ctx.createUser({ plan: 'free', planStatus: 'expired' });
    const renewToken = signRenewalToken(TEST_JWT_SECRET, { userId: user.id, issuedAt: new Date() });
    for (const plan of ['starter', 'professional']) {
      const res = await checkout(plan, renewToken);
      expect(res.status).toBe(200);
      expect(ctx.standIn.store.sessions.get(res.body.session_id)).toMatchObject({
        client_reference_id: user.id,
      });
    }
    const summary = await request(ctx.server())
      .get('/api/billing/subscription')
      .set('Authorization', `Bearer ${renewToken}`);
    expect(summary.status).toBe(401);
    const stale = signRenewalToken(TEST_JWT_SECRET, {
      userId: user.id,
      issuedAt: new Date(Date.now() - 16 * 60_000),
    });
    expect((await checkout('starter', stale)).status).toBe(401);
  });

  it('does not confirm another user’s session', async () => {
    const owner = await ctx.createUser();
    const opened = await checkout('starter', owner.token);
    const other = await ctx.createUser();
    const res = await request(ctx.server())
      .get(`/api/payment/session?session_id=${opened.body.session_id}`)
      .set('Authorization', `Bearer ${other.token}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(BILLING_MESSAGES.sessionNotFound);
    const missing = await request(ctx.server())
      .get('/api/payment/session')
      .set('Authorization', `Bearer ${other.token}`);
    expect(missing.status).toBe(400);
  });
});
