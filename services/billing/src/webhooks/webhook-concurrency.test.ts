import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app.js';

const T0 = 1_900_000_000; // provider seconds
const DAY = 86_400;
const PARALLEL = 5;
const ref = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/**
 * The provider retries a delivery it has not seen acknowledged, and may send it again while the first attempt is
 * still running (a timeout on its side, a replica behind the load balancer): parallel deliveries must still
 * record one payment and mail one receipt. These race on the database itself, not in one process's memory.
 */
describe('POST /api/webhooks/stripe delivered in parallel', () => {
  let ctx: BillingTestApp;
  beforeAll(async () => {
    ctx = await startBillingTestApp();
  });
  afterAll(() => ctx?.stop());

  /** A customer with a starter subscription invoice, shaped as in webhooks.test.ts. */
  const payingUser = async () => {
    const { user } = await ctx.createUser();
    const customer = ref('cus');
    await ctx.prisma.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer } });
    const subscriptionId = ref('sub');
    const metadata = { user_id: user.id, plan: 'starter' };
    const invoice = {
      id: ref('in'),
      object: 'invoice',
      customer,
      status: 'paid',
      amount_paid: 2500,
      amount_due: 2500,
      currency: 'gbp',
      status_transitions: { paid_at: T0 + 10 },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata },
      },
      lines: {
        data: [
          {
            period: { start: T0, end: T0 + 30 * DAY },
            pricing: { price_details: { price: ref('price') } },
          },
        ],
      },
    };
    return { user, invoice };
  };

  const expectOnePaymentAndReceipt = async (userId: string, email: string, invoiceId: string) => {
    const payments = await ctx.prisma.payment.findMany({ where: { userId } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      providerInvoiceId: invoiceId,
      amountPence: 2500,
      status: 'succeeded',
    });
    expect(await ctx.prisma.auditEvent.count({ where: { actorId: userId, kind: 'payment.succeeded' } })).toBe(
      1,
    );
    expect(await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({
      plan: 'starter',
      planStatus: 'active',
    });
    const receipts = (await ctx.queuedMail()).filter((mail) => mail.to === email);
    expect(receipts).toHaveLength(1);
  };

  it('applies the same event delivered 5 times at once exactly once', async () => {
    const { user, invoice } = await payingUser();
    const event = ctx.signedEvent('invoice.paid', invoice, T0 + 10);

    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => ctx.deliver(event)));

    // Every delivery is acknowledged (no 500 that would make the provider retry); exactly one applied it.
    expect(answers.map((res) => res.status)).toEqual(Array(PARALLEL).fill(200));
    const applied = answers.filter((res) => res.body.duplicate === false);
    expect(applied).toHaveLength(1);
    expect(answers.filter((res) => res.body.duplicate === true)).toHaveLength(PARALLEL - 1);
    expect(await ctx.prisma.processedWebhookEvent.count({ where: { providerEventId: event.id } })).toBe(1);
    await expectOnePaymentAndReceipt(user.id, user.email, invoice.id);
  });

  it('records one payment when 5 different events about the same invoice arrive at once', async () => {
    // e.g. invoice.paid resent under a new event id: the invoice, not the event, is what was paid.
    const { user, invoice } = await payingUser();
    const events = Array.from({ length: PARALLEL }, (_, i) =>
      ctx.signedEvent('invoice.paid', invoice, T0 + 10 + i),
    );

    const answers = await Promise.all(events.map((event) => ctx.deliver(event)));

    expect(answers.map((res) => res.status)).toEqual(Array(PARALLEL).fill(200));
    await expectOnePaymentAndReceipt(user.id, user.email, invoice.id);
  });
});
