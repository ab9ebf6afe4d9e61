import {
  ADMIN_STEP_UP_COOKIE,
  STEP_UP_REQUIRED_CODE,
  STEP_UP_TEXTS,
  type SettingsGroupName,
} from '@pac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdmin, type AdminHarness } from '../testing/admin-test-app.js';

/**
 * Issue 18: where mail goes (SMTP host) and the secret that authenticates payment notices change only with a fresh
 * step-up proof of this admin's session; every other setting saves as before.
 */
describe('settings that need a step-up proof', () => {
  let h: AdminHarness;
  let adaId: string;
  let bobId: string;
  beforeAll(async () => {
    h = await startAdmin();
    adaId = (
      await h.createUser({
        name: 'Ada',
        email: 'ada@example.com',
        role: 'admin',
        createdAt: '2026-01-01T00:00:00Z',
      })
    ).id;
    bobId = (
      await h.createUser({
        name: 'Bob',
        email: 'bob@example.com',
        role: 'admin',
        createdAt: '2026-01-01T00:00:00Z',
      })
    ).id;
  });
  afterAll(async () => h?.stop());

  const stored = async (group: SettingsGroupName, key: string) =>
    (await h.prisma.setting.findUnique({ where: { group_key: { group, key } } }))?.value ?? null;
  const put = (token: string, group: string, body: object, proof?: string) => {
    const req = h.http().put(`/api/admin/settings/${group}`).set('Authorization', `Bearer ${token}`);
    return (proof ? req.set('X-Step-Up', proof) : req).send(body);
  };

  it('refuses a new SMTP host or webhook secret without a proof (403 STEP_UP_REQUIRED) and changes nothing', async () => {
    const token = await h.tokenFor(adaId, 'admin');
    const before = await stored('email', 'smtpHost');
    const res = await put(token, 'email', { smtpHost: 'mail.attacker.example', fromName: 'Changed' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: STEP_UP_TEXTS.required, code: STEP_UP_REQUIRED_CODE });
    expect(await stored('email', 'smtpHost')).toEqual(before);
    // The whole save is refused, the other fields of it included.
    expect(await stored('email', 'fromName')).toEqual(null);
    const secret = await put(token, 'payment', { webhookSecret: 'whsec_attacker_0123456789' });
    expect(secret.status).toBe(403);
    expect(secret.body.code).toBe(STEP_UP_REQUIRED_CODE);
    expect(await stored('payment', 'webhookSecret')).toBeNull();
  });

  it('refuses a proof of another admin, of another session of the same admin, an expired or forged one', async () => {
    const token = await h.tokenFor(adaId, 'admin');
    const otherSession = await h.tokenFor(adaId, 'admin');
    const bob = await h.tokenFor(bobId, 'admin');
    const expired = await h.stepUpProof(token, new Date(Date.now() - 6 * 60_000));
    for (const proof of [
      await h.stepUpProof(bob),
      await h.stepUpProof(otherSession),
      expired,
      `${(await h.stepUpProof(token)).slice(0, -4)}AAAA`,
      // A session token is not a proof.
      token,
    ]) {
      const res = await put(token, 'email', { smtpHost: 'smtp.refused.example' }, proof);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(STEP_UP_REQUIRED_CODE);
    }
    expect(await stored('email', 'smtpHost')).not.toBe('smtp.refused.example');
  });

  it('saves with a valid proof of this session, as a header or as the settings cookie', async () => {
    const token = await h.tokenFor(adaId, 'admin');
    const proof = await h.stepUpProof(token);
    const header = await put(token, 'email', { smtpHost: 'smtp.new.example', smtpPort: 2525 }, proof);
    expect(header.status).toBe(200);
    expect(header.body.data).toMatchObject({ smtpHost: 'smtp.new.example', smtpPort: 2525 });
    expect(await stored('email', 'smtpHost')).toBe('smtp.new.example');
    const cookie = await h
      .http()
      .put('/api/admin/settings/payment')
      .set('Authorization', `Bearer ${token}`)
      .set('Cookie', `${ADMIN_STEP_UP_COOKIE}=${proof}`)
      .send({ webhookSecret: 'whsec_new_0123456789abcd' });
    expect(cookie.status).toBe(200);
    expect(cookie.body.data.webhookSecret).toEqual({ configured: true, last4: 'abcd' });
  });

  it('saves every other field without a proof, the unchanged SMTP host and a blank webhook secret included', async () => {
    const token = await h.tokenFor(adaId, 'admin');
    const current = (await h.http().get('/api/admin/settings').set('Authorization', `Bearer ${token}`)).body
      .data;
    // What the portal sends: the whole tab, the host as it is.
    const email = await put(token, 'email', { smtpHost: current.email.smtpHost, fromName: 'Deals Team' });
    expect(email.status).toBe(200);
    expect(await stored('email', 'fromName')).toBe('Deals Team');
    const webhookSecret = await stored('payment', 'webhookSecret');
    const payment = await put(token, 'payment', {
      secretKey: 'sk_test_new_0123456789wxyz',
      webhookSecret: '',
    });
    expect(payment.status).toBe(200);
    expect(payment.body.data.secretKey).toEqual({ configured: true, last4: 'wxyz' });
    // A blank secret leaves the stored one as it is.
    expect(await stored('payment', 'webhookSecret')).toEqual(webhookSecret);
    const general = await put(token, 'general', { siteName: 'Deals' });
    expect(general.status).toBe(200);
  });
});
