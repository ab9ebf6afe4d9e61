import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_STAND_IN_API_KEY, STAND_IN_CARDS } from '@pac/contracts';
import { CHECKOUT_PAGE_TEXTS } from './hosted-checkout.js';
import { createPaymentStandIn, listenPaymentStandIn, type PaymentStandIn } from './payment-stand-in.js';

const SECRET = 'whsec_test_only_payment_stand_in';

/** A webhook endpoint that verifies signatures as billing does, and can be told to fail a number of times. */
async function startReceiver() {
  const received: Stripe.Event[] = [];
  const state = { failuresLeft: 0, badSignatures: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (state.failuresLeft > 0) {
        state.failuresLeft -= 1;
        res.writeHead(503).end();
        return;
      }
      try {
        const signature = String(req.headers['stripe-signature'] ?? '');
        received.push(Stripe.webhooks.constructEvent(Buffer.concat(chunks), signature, SECRET));
        res.writeHead(200).end('{}');
      } catch {
        state.badSignatures += 1;
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('payment stand-in', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let standIn: PaymentStandIn;
  let running: Awaited<ReturnType<typeof listenPaymentStandIn>>;
  let stripe: Stripe;

  beforeAll(async () => {
    receiver = await startReceiver();
    standIn = createPaymentStandIn({
      apiKey: PAYMENT_STAND_IN_API_KEY,
      publicUrl: 'http://localhost:12111',
      webhook: { url: receiver.url, secret: SECRET, retryDelaysMs: [50], maxAttempts: 4 },
    });
    running = await listenPaymentStandIn(standIn, 0, '127.0.0.1');
    // The official SDK, pointed at the stand-in exactly as billing points it.
    stripe = new Stripe(PAYMENT_STAND_IN_API_KEY, {
      host: '127.0.0.1',
      port: running.port,
      protocol: 'http',
    });
  });
  afterAll(async () => {
    await running?.close();
    await receiver?.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.state.failuresLeft = 0;
  });

  const openSession = async (idempotencyKey?: string) => {
    const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { user_id: 'u1' } });
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customer.id,
        client_reference_id: 'u1',
        metadata: { user_id: 'u1', plan: 'starter' },
        subscription_data: { metadata: { user_id: 'u1', plan: 'starter' } },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: 2500,
              recurring: { interval: 'month' },
              product_data: { name: 'Starter Analysis' },
            },
          },
        ],
        success_url: 'http://site.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://site.test/payment-cancel',
      },
      idempotencyKey ? { idempotencyKey } : undefined,
    );
    return { customer, session };
  };
  const pay = (sessionId: string, card: string) =>
    request(standIn.app).post(`/checkout/${sessionId}/pay`).type('form').send({
      card_number: card,
      card_expiry: '12 / 34',
      card_cvc: '123',
      card_name: 'Ada Lovelace',
    });

  it('refuses any other API key, as the provider does', async () => {
    const other = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: running.port, protocol: 'http' });
    await expect(other.customers.create({ email: 'x@example.com' })).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('opens a hosted checkout with the plan, amount, a card form and a cancel link', async () => {
    const { session } = await openSession();
    expect(session.url).toBe(`http://localhost:12111/checkout/${session.id}`);
    const page = await request(standIn.app).get(`/checkout/${session.id}`);
    expect(page.text).toContain('Starter Analysis');
    expect(page.text).toContain('£25 per month');
    expect(page.text).toContain('name="card_number"');
    expect(page.text).toContain('href="http://site.test/payment-cancel"');
  });

  it('pays with 4242…: session complete, subscription active for a month, signed events, back to success_url', async () => {
    const { session, customer } = await openSession();
    const res = await pay(session.id, STAND_IN_CARDS.succeeds);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`http://site.test/payment-success?session_id=${session.id}`);

    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id });
    const subscription = await stripe.subscriptions.retrieve(paid.subscription as string);
    expect(subscription).toMatchObject({ status: 'active', metadata: { plan: 'starter', user_id: 'u1' } });
    const item = subscription.items.data[0]!;
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * 86_400);

    expect(receiver.received.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const invoice = receiver.received[2]!.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ amount_paid: 2500, currency: 'gbp', customer: customer.id });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
  });

  it('declines 4000…0002 with the provider message and leaves the session open', async () => {
    const { session } = await openSession();
    const res = await pay(session.id, STAND_IN_CARDS.declined);
    expect(res.status).toBe(402);
    expect(res.text).toContain(CHECKOUT_PAGE_TEXTS.declined);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(receiver.received).toEqual([]);
  });

  it('answers a retried create with the same idempotency key with the same session', async () => {
    const key = `checkout-${Date.now()}`;
    const first = await openSession(key);
    const again = await stripe.checkout.sessions
      .create(
        {
          mode: 'subscription',
          customer: first.customer.id,
          line_items: [{ price: 'price_unknown', quantity: 1 }],
          success_url: 'http://site.test/s',
          cancel_url: 'http://site.test/c',
        },
        { idempotencyKey: key },
      )
      .catch((error: Stripe.errors.StripeError) => error);
    // Same key, different parameters: refused rather than silently answered with the first session.
    expect(again).toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it('retries a webhook until the endpoint accepts it', async () => {
    receiver.state.failuresLeft = 2;
    const { session } = await openSession();
    await pay(session.id, STAND_IN_CARDS.succeeds);
    await expect
      .poll(() => receiver.received.map((e) => e.type).sort(), { timeout: 3_000 })
      .toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    // The stand-in marks a delivery once it has read the receiver's answer, just after the receiver has the event.
    await expect
      .poll(() => standIn.webhooks.deliveries.slice(-3).every((d) => d.state === 'delivered'), {
        timeout: 3_000,
      })
      .toBe(true);
    const mine = standIn.webhooks.deliveries.slice(-3);
    // Two refused attempts, then every event got through, each exactly once.
    expect(mine.reduce((sum, d) => sum + d.attempts, 0)).toBe(5);
  });

  it('sets cancel at period end and cancels subscriptions, telling the webhook', async () => {
    const { session } = await openSession();
    await pay(session.id, STAND_IN_CARDS.succeeds);
    const id = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    receiver.received.length = 0;
    const updated = await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const canceled = await stripe.subscriptions.cancel(id);
    expect(canceled.status).toBe('canceled');
    expect(receiver.received.map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
  });
});
