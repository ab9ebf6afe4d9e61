import { randomBytes } from 'node:crypto';
import { BILLING_MESSAGES, IDENTITY_MESSAGES } from '@pac/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_URL, startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app.js';

const T0 = 1_900_000_000; // provider seconds
const DAY = 86_400;
const ref = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

describe('the live-calls add-on: POST /api/payment/add-on/checkout and its webhooks', () => {
  let ctx: BillingTestApp;
  beforeAll(async () => {
    ctx = await startBillingTestApp();
  });
  afterAll(() => ctx?.stop());

  const addOnCheckout = (token?: string, query = '?add_on=live_calls') => {
    const req = request(ctx.server())
      .post(`/api/payment/add-on/checkout${query}`)
      .set('Content-Type', 'application/json');
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send('{}');
  };
  const summaryOf = async (token: string) =>
    (await request(ctx.server()).get('/api/billing/subscription').set('Authorization', `Bearer ${token}`))
      .body;
  const pay = async (checkoutUrl: string) => expect((await ctx.payAtStandIn(checkoutUrl)).status).toBe(303);
  /** A user who bought Starter through the stand-in, with the webhooks applied. */
  const starterUser = async () => {
    const { user, token } = await ctx.createUser();
    const opened = await request(ctx.server())
      .post('/api/payment/checkout?plan=starter')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(opened.status).toBe(200);
    await pay(opened.body.checkout_url as string);
    await expect
      .poll(() => summaryOf(token), { timeout: 10_000 })
      .toMatchObject({ plan: 'starter', plan_status: 'active', subscription: { status: 'active' } });
    return { user, token };
  };

  it('needs a session', async () => {
    const res = await addOnCheckout();
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(IDENTITY_MESSAGES.signInRequired);
  });

  it.each([['?add_on=gold'], [''], ['?add_on='], ['?add_on=live_calls&add_on=live_calls']])(
    'refuses the add-on query %j with 400 and a clear message',
    async (query) => {
      const { token } = await ctx.createUser({ plan: 'starter', planStatus: 'active' });
      const res = await addOnCheckout(token, query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: BILLING_MESSAGES.unknownAddOn });
    },
  );

  it.each([
    ['free', 'active', BILLING_MESSAGES.addOnRefusals.needsPaidPlan],
    ['executive', 'active', BILLING_MESSAGES.addOnRefusals.includedInExecutive],
    ['enterprise_plus', 'active', BILLING_MESSAGES.addOnRefusals.includedInExecutive],
    ['starter', 'expired', BILLING_MESSAGES.addOnRefusals.planNotRunning],
    ['professional', 'inactive', BILLING_MESSAGES.addOnRefusals.planNotRunning],
  ] as const)('refuses a %s account (%s) with 403 and says why', async (plan, planStatus, message) => {
    const { user, token } = await ctx.createUser({ plan, planStatus });
    const res = await addOnCheckout(token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: message });
    expect([...ctx.standIn.store.sessions.values()].filter((s) => s.client_reference_id === user.id)).toEqual(
      [],
    );
  });

  it('Starter → Starter with live calls: £65 checkout, the webhooks grant it, the £25 subscription ends, not twice', async () => {
    const { user, token } = await starterUser();
    expect(await summaryOf(token)).toMatchObject({ live_calls: false, subscription: { live_calls: false } });

    const opened = await addOnCheckout(token);
    expect(opened.status).toBe(200);
    const stored = await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const session = ctx.standIn.store.sessions.get(opened.body.session_id as string)!;
    expect(session).toMatchObject({
      customer: stored.stripeCustomerId,
      client_reference_id: user.id,
      amount_total: 6500,
      currency: 'gbp',
      success_url: `${TEST_SITE_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_SITE_URL}/payment-cancel`,
    });
    // The hosted page sells the plan with live calls, named as such, at £65 a month.
    expect(ctx.standIn.store.sessionLines.get(opened.body.session_id as string)?.price).toMatchObject({
      unit_amount: 6500,
      currency: 'gbp',
      recurring: { interval: 'month' },
      nickname: 'Starter Analysis with live calls',
    });
    // A double click gets the same checkout back.
    expect((await addOnCheckout(token)).body.session_id).toBe(opened.body.session_id);

    await pay(opened.body.checkout_url as string);
    await expect
      .poll(() => summaryOf(token), { timeout: 10_000 })
      .toMatchObject({
        plan: 'starter',
        plan_status: 'active',
        live_calls: true,
        subscription: { plan: 'starter', status: 'active', live_calls: true },
      });
    // One paid plan per account: only the plan with live calls is billed now.
    await expect
      .poll(() => ctx.billedAtProvider(stored.stripeCustomerId!).map((s) => s.metadata), { timeout: 10_000 })
      .toEqual([{ user_id: user.id, plan: 'starter', add_on: 'live_calls' }]);
    await expect
      .poll(
        () =>
          ctx.prisma.subscription.findMany({
            where: { userId: user.id },
            orderBy: { createdAt: 'asc' },
            select: { plan: true, status: true, liveCalls: true },
          }),
        { timeout: 10_000 },
      )
      .toEqual([
        { plan: 'starter', status: 'canceled', liveCalls: false },
        { plan: 'starter', status: 'active', liveCalls: true },
      ]);
    await expect
      .poll(() =>
        ctx.prisma.payment.findMany({
          where: { userId: user.id, status: 'succeeded' },
          orderBy: { createdAt: 'asc' },
          select: { amountPence: true },
        }),
      )
      .toEqual([{ amountPence: 2500 }, { amountPence: 6500 }]);

    const confirmed = await request(ctx.server())
      .get(`/api/payment/session?session_id=${opened.body.session_id}`)
      .set('Authorization', `Bearer ${token}`);
    expect(confirmed.body).toEqual({
      success: true,
      status: 'complete',
      plan: 'starter',
      plan_status: 'active',
      live_calls: true,
    });

    const twice = await addOnCheckout(token);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ success: false, error: BILLING_MESSAGES.addOnRefusals.alreadyOwned });
    // The plan itself still cannot be bought again.
    const plan = await request(ctx.server())
      .post('/api/payment/checkout?plan=starter')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(plan.status).toBe(409);

    // Changing plan keeps the add-on: Professional with live calls, at its £65, and the old one ends.
    const professional = await request(ctx.server())
      .post('/api/payment/checkout?plan=professional')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(professional.status).toBe(200);
    expect(ctx.standIn.store.sessions.get(professional.body.session_id as string)).toMatchObject({
      amount_total: 6500,
    });
    expect(ctx.standIn.store.sessionLines.get(professional.body.session_id as string)?.price).toMatchObject({
      unit_amount: 6500,
      nickname: 'Professional Analysis with live calls',
    });
    await pay(professional.body.checkout_url as string);
    await expect
      .poll(() => summaryOf(token), { timeout: 10_000 })
      .toMatchObject({
        plan: 'professional',
        plan_status: 'active',
        live_calls: true,
        subscription: { plan: 'professional', status: 'active', live_calls: true },
      });
    await expect
      .poll(() => ctx.billedAtProvider(stored.stripeCustomerId!).map((s) => s.metadata), { timeout: 10_000 })
      .toEqual([{ user_id: user.id, plan: 'professional', add_on: 'live_calls' }]);
  });

  it('a replayed add-on event changes nothing the second time: one subscription, one payment, one receipt', async () => {
    const { user, token } = await ctx.createUser({ plan: 'professional', planStatus: 'active' });
    const customer = ref('cus');
    await ctx.prisma.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer } });
    const subscriptionId = ref('sub');
    const metadata = { user_id: user.id, plan: 'professional', add_on: 'live_calls' };
    const subscription = {
      id: subscriptionId,
      object: 'subscription',
      customer,
      status: 'active',
      metadata,
      cancel_at_period_end: false,
      canceled_at: null,
      items: {
        object: 'list',
        data: [{ id: ref('si'), price: { id: ref('price') }, current_period_end: T0 + 30 * DAY }],
      },
    };
    const invoice = {
      id: ref('in'),
      object: 'invoice',
      customer,
      amount_paid: 6500,
      amount_due: 6500,
      currency: 'gbp',
      status_transitions: { paid_at: T0 + 10 },
      parent: { subscription_details: { subscription: subscriptionId, metadata } },
      lines: {
        data: [{ period: { end: T0 + 30 * DAY }, pricing: { price_details: { price: ref('price') } } }],
      },
    };
    const created = ctx.signedEvent('customer.subscription.created', subscription, T0);
    const paid = ctx.signedEvent('invoice.paid', invoice, T0 + 10);

    for (const event of [created, paid]) {
      expect((await ctx.deliver(event)).body).toEqual({ received: true, duplicate: false });
    }
    const state = async () => ({
      subscriptions: await ctx.prisma.subscription.findMany({
        where: { userId: user.id },
        select: { providerSubscriptionId: true, liveCalls: true, status: true, providerUpdatedAt: true },
      }),
      payments: await ctx.prisma.payment.findMany({
        where: { userId: user.id },
        select: { amountPence: true, status: true },
      }),
      receipts: (await ctx.queuedMail()).filter((job) => job.to === user.email).map((job) => job.subject),
    });
    const once = await state();
    expect(once).toMatchObject({
      subscriptions: [{ providerSubscriptionId: subscriptionId, liveCalls: true, status: 'active' }],
      payments: [{ amountPence: 6500, status: 'succeeded' }],
      receipts: ['Payment received: Professional Analysis with live calls'],
    });
    expect(await summaryOf(token)).toMatchObject({ plan: 'professional', live_calls: true });

    for (const event of [created, paid, created]) {
      expect((await ctx.deliver(event)).body).toEqual({ received: true, duplicate: true });
    }
    expect(await state()).toEqual(once);
  });
});
