import { encryptSettingSecret, SettingsReader } from '@pac/server-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, SECRET_SETTINGS } from '@pac/contracts';
import {
  TEST_WEBHOOK_SECRET,
  startBillingTestApp,
  type BillingTestApp,
} from '../testing/billing-test-app.js';
import { PaymentProvider } from './payment-provider.js';

const SAVED_WEBHOOK_SECRET = 'whsec_saved_in_the_admin_portal_0001';

describe('payment keys saved in the admin portal', () => {
  let ctx: BillingTestApp;
  beforeAll(async () => {
    ctx = await startBillingTestApp();
  });
  afterAll(() => ctx?.stop());

  /** What the admin service does on save: stores the secret encrypted, then clears the settings cache. */
  const savePaymentSetting = async (key: string, value: string | boolean) => {
    const stored = SECRET_SETTINGS.payment.includes(key)
      ? { ...encryptSettingSecret(String(value), process.env.SETTINGS_ENCRYPTION_KEY!) }
      : value;
    await ctx.prisma.setting.upsert({
      where: { group_key: { group: 'payment', key } },
      create: { group: 'payment', key, value: stored },
      update: { value: stored },
    });
    await ctx.app.get(SettingsReader).invalidate('payment');
  };
  const clearPaymentSetting = async (key: string) => {
    await ctx.prisma.setting.deleteMany({ where: { group: 'payment', key } });
    await ctx.app.get(SettingsReader).invalidate('payment');
  };
  const unrelatedEvent = (secret: string) =>
    ctx.signedEvent(
      'charge.refunded',
      { id: 'ch_settings', customer: 'cus_nobody' },
      1_900_000_000,
      undefined,
      secret,
    );

  it('verifies webhooks with the saved webhook secret, without a restart, and falls back to the environment', async () => {
    expect((await ctx.deliver(unrelatedEvent(TEST_WEBHOOK_SECRET))).status).toBe(200);

    await savePaymentSetting('webhookSecret', SAVED_WEBHOOK_SECRET);
    const old = await ctx.deliver(unrelatedEvent(TEST_WEBHOOK_SECRET));
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ success: false, error: BILLING_MESSAGES.invalidSignature });
    expect((await ctx.deliver(unrelatedEvent(SAVED_WEBHOOK_SECRET))).status).toBe(200);

    await clearPaymentSetting('webhookSecret');
    expect((await ctx.deliver(unrelatedEvent(TEST_WEBHOOK_SECRET))).status).toBe(200);
    expect((await ctx.deliver(unrelatedEvent(SAVED_WEBHOOK_SECRET))).status).toBe(400);
  });

  it('uses the saved secret key, re-creating the provider client only when the key changes', async () => {
    const provider = ctx.app.get(PaymentProvider);
    const standInClient = await provider.client();
    expect(await provider.client()).toBe(standInClient);
    expect(await provider.keys()).toMatchObject({ secretKey: undefined });

    await savePaymentSetting('secretKey', 'sk_test_saved_in_admin_portal');
    expect(await provider.keys()).toEqual({
      secretKey: 'sk_test_saved_in_admin_portal',
      webhookSecret: TEST_WEBHOOK_SECRET,
      source: { secretKey: 'settings', webhookSecret: 'environment' },
    });
    const savedKeyClient = await provider.client();
    expect(savedKeyClient).not.toBe(standInClient);
    expect(await provider.client()).toBe(savedKeyClient);

    await clearPaymentSetting('secretKey');
    expect((await provider.keys()).secretKey).toBeUndefined();
    expect(await provider.client()).not.toBe(savedKeyClient);
  });

  it('opens checkouts through the stand-in again once the saved key is cleared', async () => {
    const { token } = await ctx.createUser();
    const res = await request(ctx.server())
      .post('/api/payment/checkout?plan=starter')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(res.status).toBe(200);
    expect(res.body.checkout_url).toContain('/checkout/cs_test_');
  });
});
