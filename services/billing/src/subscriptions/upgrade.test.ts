import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app.js';

describe('upgrading Starter → Professional', () => {
  let ctx: BillingTestApp;
  beforeAll(async () => {
    ctx = await startBillingTestApp();
  });
  afterAll(() => ctx?.stop());

  const buy = async (plan: 'starter' | 'professional', token: string) => {
    const opened = await request(ctx.server())
      .post(`/api/payment/checkout?plan=${plan}`)
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(opened.status).toBe(200);
    expect((await ctx.payAtStandIn(opened.body.checkout_url as string)).status).toBe(303);
    return opened.body.session_id as string;
  };

  it('cancels the Starter subscription at the provider, so only Professional is billed', async () => {
    const { user, token } = await ctx.createUser();
    await buy('starter', token);
    await expect
      .poll(() => ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } }), { timeout: 10_000 })
      .toMatchObject({ plan: 'starter', planStatus: 'active' });
    const customer = (await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId!;
    const [starter] = ctx.billedAtProvider(customer);
    expect(starter).toBeDefined();

    await buy('professional', token);
    await expect
      .poll(() => ctx.billedAtProvider(customer).map((s) => s.metadata.plan), { timeout: 10_000 })
      .toEqual(['professional']);
    expect(ctx.standIn.store.subscriptions.get(starter!.id)?.status).toBe('canceled');

    // The provider's deletion event reaches billing: the old row ends canceled, the account stays professional.
    await expect
      .poll(
        () =>
          ctx.prisma.subscription.findMany({
            where: { userId: user.id },
            orderBy: { createdAt: 'asc' },
            select: { plan: true, status: true },
          }),
        { timeout: 10_000 },
      )
      .toEqual([
        { plan: 'starter', status: 'canceled' },
        { plan: 'professional', status: 'active' },
      ]);
    expect(await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      plan: 'professional',
      planStatus: 'active',
    });
    const summary = await request(ctx.server())
      .get('/api/billing/subscription')
      .set('Authorization', `Bearer ${token}`);
    expect(summary.body).toMatchObject({
      plan: 'professional',
      plan_status: 'active',
      subscription: { plan: 'professional', status: 'active' },
    });
  });
});
