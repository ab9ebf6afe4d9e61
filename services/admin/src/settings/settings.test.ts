import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdmin, type AdminHarness } from '../testing/admin-test-app.js';

describe('settings that are saved, encrypted, audited and in effect', () => {
  let h: AdminHarness;
  let adminId: string;
  beforeAll(async () => {
    h = await startAdmin();
    adminId = (
      await h.createUser({
        name: 'Ada Admin',
        email: 'ada@example.com',
        role: 'admin',
        createdAt: '2026-01-01T00:00:00Z',
      })
    ).id;
  });
  afterAll(async () => h?.stop());

  it('settings: saved, secrets encrypted at rest and masked, audited, and maintenance mode closes the public API', async () => {
    const token = await h.tokenFor(adminId, 'admin');
    const auth = `Bearer ${token}`;
    const save = await h
      .http()
      .put('/api/admin/settings/payment')
      .set('Authorization', auth)
      // The payment keys are on STEP_UP_SETTINGS: the save carries this session's step-up proof.
      .set('X-Step-Up', await h.stepUpProof(token))
      .send({ secretKey: 'sk_test_1234567890abcd' });
    expect(save.status).toBe(200);
    expect(save.body.data).toEqual({
      secretKey: { configured: true, last4: 'abcd' },
      webhookSecret: { configured: false, last4: '' },
    });
    const stored = await h.prisma.setting.findUnique({
      where: { group_key: { group: 'payment', key: 'secretKey' } },
    });
    expect(JSON.stringify(stored?.value)).not.toContain('sk_test');
    const all = await h.http().get('/api/admin/settings').set('Authorization', auth);
    expect(JSON.stringify(all.body)).not.toContain('sk_test_1234567890abcd');
    expect(all.body.data.security).toMatchObject({ sessionTimeout: 72, maxLoginAttempts: 5 });
    const audit = await h.prisma.auditEvent.findFirst({
      where: { kind: 'settings.updated' },
      orderBy: { createdAt: 'desc' },
    });
    expect(audit).toMatchObject({ actorId: adminId });
    expect(JSON.stringify(audit?.metadata)).not.toContain('sk_test');

    const invalid = await h
      .http()
      .put('/api/admin/settings/security')
      .set('Authorization', auth)
      .send({ sessionTimeout: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('Session timeout must be 1-8760 hours');
    expect((await h.http().put('/api/admin/settings/other').set('Authorization', auth).send({})).status).toBe(
      400,
    );

    // The admin service's one public API call besides the site status: a broadcast's unsubscribe link.
    const unsubscribe = () =>
      h.http().post('/api/email/unsubscribe').send({ token: '7d4f4c1e-4b7a-4f55-9f0e-3a1f0c2b9d11' });
    await h
      .http()
      .put('/api/admin/settings/general')
      .set('Authorization', auth)
      .send({ maintenanceMode: true });
    const closed = await unsubscribe();
    expect(closed.status).toBe(503);
    expect(closed.body.code).toBe('MAINTENANCE');
    expect((await h.http().get('/api/site-status')).body).toMatchObject({ maintenanceMode: true });
    expect((await h.http().get('/api/admin/settings').set('Authorization', auth)).status).toBe(200);
    await h
      .http()
      .put('/api/admin/settings/general')
      .set('Authorization', auth)
      .send({ maintenanceMode: false });
    // Open again: the unknown link gets its own answer.
    expect((await unsubscribe()).status).toBe(404);
  });
  it('site name, description and the registration switch reach every page through GET /api/site-status', async () => {
    const auth = `Bearer ${await h.tokenFor(adminId, 'admin')}`;
    expect((await h.http().get('/api/site-status')).body).toEqual({
      success: true,
      siteName: 'Property Analysis Calculator',
      siteDescription: expect.stringContaining('serviced-accommodation'),
      maintenanceMode: false,
      registrationEnabled: true,
    });
    const save = await h
      .http()
      .put('/api/admin/settings/general')
      .set('Authorization', auth)
      .send({ siteName: 'Deal Desk', siteDescription: 'Short-let numbers', registrationEnabled: false });
    expect(save.status).toBe(200);
    // The save clears the settings cache: the very next read sees it.
    expect((await h.http().get('/api/site-status')).body).toEqual({
      success: true,
      siteName: 'Deal Desk',
      siteDescription: 'Short-let numbers',
      maintenanceMode: false,
      registrationEnabled: false,
    });
    await h
      .http()
      .put('/api/admin/settings/general')
      .set('Authorization', auth)
      .send({ siteName: 'Property Analysis Calculator', registrationEnabled: true });
  });

  it('refuses a cleared number field (blank or null) with its message and keeps the stored value', async () => {
    const auth = `Bearer ${await h.tokenFor(adminId, 'admin')}`;
    const numbers = [
      ['security', 'sessionTimeout', 'Session timeout must be 1-8760 hours'],
      ['security', 'maxLoginAttempts', 'Max login attempts must be 1-100'],
      ['email', 'smtpPort', 'Port must be 1-65535'],
      ['email', 'sendRatePerSecond', 'Send rate must be 1-10000 emails per second'],
    ] as const;
    const before = (await h.http().get('/api/admin/settings').set('Authorization', auth)).body.data;
    for (const [group, key, message] of numbers) {
      for (const cleared of ['', '  ', null]) {
        const res = await h
          .http()
          .put(`/api/admin/settings/${group}`)
          .set('Authorization', auth)
          .send({ [key]: cleared });
        expect(res.status, `${key}=${JSON.stringify(cleared)}`).toBe(400);
        expect(res.body.error, key).toBe(message);
      }
    }
    const after = (await h.http().get('/api/admin/settings').set('Authorization', auth)).body.data;
    expect(after.security).toEqual(before.security);
    expect(after.email).toEqual(before.email);
  });

  it('refuses the removed payment settings (publishable key, test mode): they took effect nowhere', async () => {
    const auth = `Bearer ${await h.tokenFor(adminId, 'admin')}`;
    for (const body of [{ publishableKey: 'pk_live_abc' }, { testMode: false }]) {
      const res = await h.http().put('/api/admin/settings/payment').set('Authorization', auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const payment = (await h.http().get('/api/admin/settings').set('Authorization', auth)).body.data.payment;
    expect(Object.keys(payment).sort()).toEqual(['secretKey', 'webhookSecret']);
  });
});
