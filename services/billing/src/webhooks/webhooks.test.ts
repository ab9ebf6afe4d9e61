import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@pac/contracts';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app.js';

const T0 = 1_900_000_000; // provider seconds; fixed so "older" and "newer" are explicit
const DAY = 86_400;
const ref = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** Provider objects as API 2026-10-28 shapes them, carrying the metadata billing puts on its checkouts. */
function fixtures(userId: string, customer: string, plan: 'starter' | 'professional' = 'starter') {
  const subscriptionId = ref('sub');
  const metadata = { user_id: userId, plan };
  const amount = plan === 'starter' ? 2500 : 5000;
  const subscription = (status: string, extra: Record<string, unknown> = {}) => ({
    id: subscriptionId,
    object: 'subscription',
    customer,
    status,
    metadata,
    cancel_at_period_end: false,
    canceled_at: null,
    created: T0,
    items: {
      object: 'list',
      data: [
        {
          id: ref('si'),
          price: { id: ref('price') },
          current_period_start: T0,
          current_period_end: T0 + 30 * DAY,
        },
      ],
    },
    ...extra,
  });
  const invoice = (id = ref('in'), paidAt = T0 + 10) => ({
    id,
    object: 'invoice',
    customer,
    status: 'paid',
    amount_paid: amount,
    amount_due: amount,
    currency: 'gbp',
    status_transitions: { paid_at: paidAt },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionId, metadata },
    },
    lines: {
      data: [
        { period: { start: T0, end: T0 + 30 * DAY }, pricing: { price_details: { price: ref('price') } } },
      ],
    },
  });
  return { subscriptionId, subscription, invoice };
}

describe('POST /api/webhooks/stripe', () => {
  let ctx: BillingTestApp;
  beforeAll(async () => {
    ctx = await startBillingTestApp();
  });
  afterAll(() => ctx?.stop());

  const payingUser = async () => {
    const { user } = await ctx.createUser();
    const customer = ref('cus');
    await ctx.prisma.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer } });
    return { user, customer, ...fixtures(user.id, customer) };
  };

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { user, invoice } = await payingUser();
    const genuine = ctx.signedEvent('invoice.paid', invoice(), T0 + 10);
    const forged = ctx.signedEvent(
      'invoice.paid',
      invoice(),
      T0 + 10,
      genuine.id,
      'whsec_someone_else_entirely',
    );
    const tampered = {
      payload: genuine.payload.replace('"amount_paid":2500', '"amount_paid":1'),
      signature: genuine.signature,
    };

    for (const attempt of [forged, tampered, { payload: genuine.payload, signature: 't=1,v1=deadbeef' }]) {
      const res = await ctx.deliver(attempt);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: BILLING_MESSAGES.invalidSignature });
    }
    const unsigned = await request(ctx.server())
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .send(genuine.payload);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error).toBe(BILLING_MESSAGES.missingSignature);

    expect(await ctx.prisma.processedWebhookEvent.count({ where: { providerEventId: genuine.id } })).toBe(0);
    expect(await ctx.prisma.payment.count({ where: { userId: user.id } })).toBe(0);
    expect(await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      plan: 'free',
      planStatus: 'active',
    });
  });

  it('records one payment when the same event arrives twice, and mails one receipt', async () => {
    const { user, invoice, subscriptionId } = await payingUser();
    const paid = invoice('in_same_event_twice');
    const event = ctx.signedEvent('invoice.paid', paid, T0 + 10);

    const first = await ctx.deliver(event);
    const second = await ctx.deliver(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ received: true, duplicate: true });

    const payments = await ctx.prisma.payment.findMany({ where: { userId: user.id } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      providerInvoiceId: 'in_same_event_twice',
      amountPence: 2500,
      currency: 'gbp',
      plan: 'starter',
      status: 'succeeded',
      paidAt: new Date((T0 + 10) * 1000),
    });
    expect(
      await ctx.prisma.subscription.findUniqueOrThrow({ where: { providerSubscriptionId: subscriptionId } }),
    ).toMatchObject({
      status: 'active',
      plan: 'starter',
      currentPeriodEnd: new Date((T0 + 30 * DAY) * 1000),
    });
    expect(await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      plan: 'starter',
      planStatus: 'active',
    });
    // A second, different event about the same invoice records no second payment either.
    await ctx.deliver(ctx.signedEvent('invoice.paid', paid, T0 + 11));
    expect(await ctx.prisma.payment.count({ where: { userId: user.id } })).toBe(1);

    const receipts = (await ctx.queuedMail()).filter((mail) => mail.to === user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Payment received: Starter Analysis');
    expect(receipts[0]!.text).toContain('Amount: £25.00');
    expect(receipts[0]!.text).toContain(`${'https://site.example.test'}/subscribe`);
  });

  it('ends canceled when the deletion arrives before older updates and payments', async () => {
    const { user, subscription, invoice, subscriptionId } = await payingUser();
    const deleted = ctx.signedEvent(
      'customer.subscription.deleted',
      subscription('canceled', { canceled_at: T0 + 300 }),
      T0 + 300,
    );
    const updated = ctx.signedEvent('customer.subscription.updated', subscription('active'), T0 + 200);
    const paid = ctx.signedEvent('invoice.paid', invoice(), T0 + 100);

    for (const event of [deleted, updated, paid]) expect((await ctx.deliver(event)).status).toBe(200);

    expect(
      await ctx.prisma.subscription.findUniqueOrThrow({ where: { providerSubscriptionId: subscriptionId } }),
    ).toMatchObject({
      status: 'canceled',
      providerUpdatedAt: new Date((T0 + 300) * 1000),
    });
    // The late payment is still recorded (money was taken), but the plan follows the newest state: expired.
    expect(await ctx.prisma.payment.count({ where: { userId: user.id, status: 'succeeded' } })).toBe(1);
    expect(await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      plan: 'starter',
      planStatus: 'expired',
    });
  });

  it('ends active when a payment failure arrives after the newer recovery', async () => {
    const { user, subscription, invoice, subscriptionId } = await payingUser();
    const failedInvoice = { ...invoice('in_failed_then_paid'), status: 'open', amount_paid: 0 };
    const recovered = ctx.signedEvent('invoice.paid', invoice('in_failed_then_paid', T0 + 500), T0 + 500);
    const failed = ctx.signedEvent('invoice.payment_failed', failedInvoice, T0 + 400);
    const pastDue = ctx.signedEvent('customer.subscription.updated', subscription('past_due'), T0 + 400);

    for (const event of [recovered, failed, pastDue]) expect((await ctx.deliver(event)).status).toBe(200);

    expect(
      await ctx.prisma.subscription.findUniqueOrThrow({ where: { providerSubscriptionId: subscriptionId } }),
    ).toMatchObject({
      status: 'active',
    });
    const payments = await ctx.prisma.payment.findMany({ where: { userId: user.id } });
    expect(payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      planStatus: 'active',
    });
  });

  it('acknowledges events it does not act on, and events of unknown customers, without changes', async () => {
    const other = await ctx.deliver(
      ctx.signedEvent('charge.refunded', { id: ref('ch'), customer: ref('cus') }, T0),
    );
    expect(other.status).toBe(200);
    const stranger = fixtures('00000000-0000-4000-8000-000000000000', ref('cus'));
    const strangerInvoice = stranger.invoice();
    const unknown = await ctx.deliver(ctx.signedEvent('invoice.paid', strangerInvoice, T0));
    expect(unknown.status).toBe(200);
    expect(await ctx.prisma.payment.count({ where: { providerInvoiceId: strangerInvoice.id } })).toBe(0);
  });
});
