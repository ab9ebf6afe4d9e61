import { BILLING_ENDPOINTS, BILLING_ENDPOINT_SCHEMAS } from '@pac/contracts';
import {
  catalogueFuzzTargets,
  fc,
  fuzzEndpoint,
  isErrorBody,
  tableCounter,
  type FuzzEndpoint,
  type FuzzPlan,
} from '@pac/server-kit/testing/fuzz';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLED_EVENTS } from '../webhooks/webhook-events.service.js';
import {
  TEST_WEBHOOK_SECRET,
  startBillingTestApp,
  type BillingTestApp,
} from '../testing/billing-test-app.js';

/**
 * Every billing endpoint under random and malformed input: never a 5xx, always our JSON error, 400/413 for what
 * the contract refuses, and nothing written to the database by a refused request.
 */
describe('billing under bad input (property-based)', () => {
  let ctx: BillingTestApp;
  let userToken = '';
  let adminToken = '';
  const bearer = (token: () => string) => () => ({ Authorization: `Bearer ${token()}` });

  beforeAll(async () => {
    ctx = await startBillingTestApp();
    userToken = (await ctx.createUser()).token;
    adminToken = (await ctx.createUser({ role: 'admin' })).token;
  });
  afterAll(() => ctx?.stop());

  // Method, path and contract come from the catalogue; each entry needs a valid sample here, or a reason to skip.
  const plan: FuzzPlan<typeof BILLING_ENDPOINTS> = {
    checkout: { headers: bearer(() => userToken), query: { plan: 'starter' } },
    addOnCheckout: { headers: bearer(() => userToken), query: { add_on: 'live_calls' } },
    checkoutSession: { headers: bearer(() => userToken), query: { session_id: 'cs_test_unknown' } },
    subscription: { headers: bearer(() => userToken) },
    cancelSubscription: { headers: bearer(() => userToken) },
    runExpiry: { headers: bearer(() => adminToken) },
    stripeWebhook: {
      headers: () => ({ 'Stripe-Signature': 't=1,v1=00' }),
      body: { id: 'evt_fuzz', object: 'event', type: 'invoice.paid', created: 1, data: { object: {} } },
      // Unsigned, so never taken; signed but malformed events are fuzzed below.
      accepts: () => false,
    },
  };
  const endpoints: FuzzEndpoint[] = [
    ...catalogueFuzzTargets(BILLING_ENDPOINTS, BILLING_ENDPOINT_SCHEMAS, plan).map(
      ({ endpoint }) => endpoint,
    ),
    { method: 'get', path: '/health/live' },
    { method: 'get', path: '/health/ready' },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.method.toUpperCase()} ${endpoint.path}`, async () => {
      await fuzzEndpoint({ server: ctx.server, endpoint, counts: tableCounter(ctx.prisma) });
    });
  }

  const deliverSigned = (body: string) =>
    request(ctx.server())
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set(
        'Stripe-Signature',
        Stripe.webhooks.generateTestHeaderString({ payload: body, secret: TEST_WEBHOOK_SECRET }),
      )
      .send(body);

  it('refuses a signed event missing what billing reads with 400, and changes nothing', async () => {
    const counts = tableCounter(ctx.prisma);
    const before = await counts();
    for (const event of [
      { object: 'event', type: 'invoice.paid', created: 1_900_000_000, data: { object: { id: 'in_1' } } },
      { id: 'evt_no_time', object: 'event', type: 'invoice.paid', data: { object: {} } },
      {
        id: 'evt_long_currency',
        object: 'event',
        type: 'invoice.paid',
        created: 1_900_000_000,
        data: {
          object: { id: 'in_2', customer: 'cus_x', currency: 'pounds', amount_paid: 1, amount_due: 1 },
        },
      },
    ]) {
      const res = await deliverSigned(JSON.stringify(event));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'Malformed payment event: nothing was changed' });
    }
    expect(await counts()).toEqual(before);
  });

  it('acknowledges a completed checkout whose subscription the provider does not know, changing nothing', async () => {
    const { user } = await ctx.createUser();
    const res = await deliverSigned(
      JSON.stringify({
        id: 'evt_unknown_subscription',
        object: 'event',
        type: 'checkout.session.completed',
        created: 1_900_000_000,
        data: { object: { mode: 'subscription', subscription: 'sub_nobody', client_reference_id: user.id } },
      }),
    );
    expect(res.status).toBe(200);
    expect(await ctx.prisma.subscription.count({ where: { userId: user.id } })).toBe(0);
  });

  it('POST /api/webhooks/stripe with validly signed but malformed events never answers 5xx', async () => {
    const object = fc.oneof(
      fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
      fc.record(
        {
          id: fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null)),
          customer: fc.oneof(fc.string({ maxLength: 20 }), fc.constant(null), fc.integer()),
          subscription: fc.oneof(fc.string({ maxLength: 20 }), fc.constant(null)),
          client_reference_id: fc.oneof(fc.uuid(), fc.string({ maxLength: 20 }), fc.constant(null)),
          status: fc.oneof(fc.constantFrom('active', 'canceled', 'past_due', 'complete'), fc.string()),
          metadata: fc.oneof(
            fc.constant(null),
            fc.dictionary(fc.constantFrom('user_id', 'plan'), fc.jsonValue({ maxDepth: 1 })),
          ),
          amount_paid: fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 5 })),
          currency: fc.oneof(fc.constantFrom('gbp', 'usd'), fc.string({ maxLength: 5 })),
          items: fc.jsonValue({ maxDepth: 3 }),
          lines: fc.jsonValue({ maxDepth: 3 }),
          current_period_end: fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 5 })),
        },
        { requiredKeys: [] },
      ),
    );
    const event = fc.record(
      {
        id: fc.oneof(
          fc.string({ minLength: 1, maxLength: 30 }).map((s) => `evt_${s}`),
          fc.integer(),
          fc.constant(null),
        ),
        object: fc.constant('event'),
        type: fc.oneof(fc.constantFrom(...HANDLED_EVENTS), fc.string({ maxLength: 30 })),
        created: fc.oneof(
          fc.integer({ min: 0, max: 4_000_000_000 }),
          fc.double(),
          fc.string({ maxLength: 8 }),
        ),
        data: fc.oneof(fc.record({ object }), fc.jsonValue({ maxDepth: 2 })),
      },
      { requiredKeys: ['object'] },
    );
    // Well-formed events with values anywhere in range, for the real user: they reach the handlers.
    const { user } = await ctx.createUser();
    const reference = fc.oneof(
      fc.string({ minLength: 1, maxLength: 24 }),
      fc.record({ id: fc.string({ minLength: 1, maxLength: 24 }) }),
      fc.constant(null),
    );
    const seconds = fc.integer({ min: 0, max: 253_402_300_799 });
    const metadata = fc.record(
      {
        user_id: fc.oneof(fc.constant(user.id), fc.uuid(), fc.string({ maxLength: 40 })),
        plan: fc.oneof(fc.constantFrom('starter', 'professional', 'free', 'executive'), fc.string()),
      },
      { requiredKeys: [] },
    );
    const wellFormedObject = fc.oneof(
      fc.record({
        mode: fc.constantFrom('subscription', 'payment'),
        subscription: reference,
        customer: reference,
        client_reference_id: fc.oneof(fc.constant(user.id), fc.uuid(), fc.constant(null)),
      }),
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 24 }),
        customer: reference,
        status: fc.oneof(
          fc.constantFrom('active', 'trialing', 'past_due', 'canceled', 'unpaid'),
          fc.string(),
        ),
        metadata,
        items: fc.record({
          data: fc.array(fc.record({ price: reference, current_period_end: fc.option(seconds) }), {
            maxLength: 2,
          }),
        }),
        cancel_at_period_end: fc.boolean(),
        canceled_at: fc.option(seconds),
      }),
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 24 }),
        customer: reference,
        currency: fc.oneof(fc.constantFrom('gbp', 'USD'), fc.string({ minLength: 1, maxLength: 10 })),
        amount_paid: fc.integer({ min: 0, max: 2_147_483_647 }),
        amount_due: fc.integer({ min: 0, max: 2_147_483_647 }),
        status_transitions: fc.record({ paid_at: fc.option(seconds) }),
        parent: fc.record({ subscription_details: fc.record({ subscription: reference, metadata }) }),
        lines: fc.record({
          data: fc.array(
            fc.record({
              pricing: fc.record({ price_details: fc.record({ price: reference }) }),
              period: fc.record({ end: fc.option(seconds) }),
            }),
            { maxLength: 2 },
          ),
        }),
      }),
    );
    const wellFormedEvent = fc.record({
      id: fc.string({ minLength: 1, maxLength: 30 }).map((s) => `evt_${s}`),
      object: fc.constant('event'),
      type: fc.constantFrom(...HANDLED_EVENTS),
      created: seconds,
      data: fc.record({ object: wellFormedObject }),
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof(event, wellFormedEvent), async (value) => {
        const body = JSON.stringify(value);
        const signed = Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: TEST_WEBHOOK_SECRET,
        });
        const res = await request(ctx.server())
          .post('/api/webhooks/stripe')
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', signed)
          .send(body);
        if (res.status >= 500 || (res.status >= 400 && !isErrorBody(res.body))) {
          throw new Error(
            `answered ${res.status}: ${res.text.slice(0, 300)}\n  event: ${body.slice(0, 400)}`,
          );
        }
      }),
      { numRuns: 80, endOnFailure: true },
    );
    expect((await request(ctx.server()).get('/health/live')).status).toBe(200);
  });

  it.each(['toString', '__proto__', 'constructor', 'hasOwnProperty'])(
    'a validly signed event of type %j (a name every object inherits) is an unhandled type, not a 500',
    async (type) => {
      const body = JSON.stringify({
        id: `evt_inherited_${type}`,
        object: 'event',
        type,
        created: 1_700_000_000,
        data: { object: { id: 'obj_1' } },
      });
      const signed = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: TEST_WEBHOOK_SECRET });
      const res = await request(ctx.server())
        .post('/api/webhooks/stripe')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signed)
        .send(body);
      expect(res.status).toBe(200);
    },
  );
});
