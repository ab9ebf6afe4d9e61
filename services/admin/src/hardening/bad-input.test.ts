import { ADMIN_ENDPOINTS, settingsUpdateSchemas, ADMIN_ENDPOINT_SCHEMAS } from '@pac/contracts';
import {
  catalogueFuzzTargets,
  fc,
  fuzzEndpoint,
  isErrorBody,
  tableCounter,
  type FuzzEndpoint,
  type FuzzPlan,
} from '@pac/server-kit/testing/fuzz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { ADMIN_PASSWORD, startAdmin, type AdminHarness } from '../testing/admin-test-app.js';

const accepts = (schema: z.ZodType) => (body: unknown) => schema.safeParse(body).success;

/**
 * Every admin endpoint under random and malformed input: never a 5xx, always our JSON error, 400/413 for what the
 * contract refuses, and nothing written to the database by a refused request.

 */
describe('admin under bad input (property-based)', () => {
  let h: AdminHarness;
  let adminToken = '';
  // Changing a setting of STEP_UP_SETTINGS needs a step-up proof of the admin session; the fuzz is about the body.
  let stepUpProof = '';
  const bearer = (token: () => string) => () => ({ Authorization: `Bearer ${token()}` });

  beforeAll(async () => {
    h = await startAdmin();
    const admin = await h.createUser({
      name: 'Fuzz Admin',
      email: 'fuzz-admin@example.com',
      role: 'admin',
      createdAt: '2026-01-01T00:00:00Z',
      password: ADMIN_PASSWORD,
    });
    adminToken = await h.tokenFor(admin.id, 'admin');
    stepUpProof = await h.stepUpProof(adminToken);
  });
  afterAll(() => h?.stop());

  const admin = bearer(() => adminToken);
  const withStepUp = () => ({ ...admin(), 'X-Step-Up': stepUpProof });
  // Method, path and contract come from the catalogue; each entry needs a valid sample here, or a reason to skip.
  // Admin sign-in (login, 2fa, logout) is identity's: fuzzed in services/identity/src/hardening.
  const plan: FuzzPlan<typeof ADMIN_ENDPOINTS> = {
    siteStatus: {},
    profile: { headers: admin },
    users: { headers: admin, query: { page: '1', limit: '20', search: 'fuzz', plan: 'all' } },
    revenue: { headers: admin, query: { period: '30' } },
    usage: { headers: admin },
    usageTrend: { headers: admin },
    dashboard: { headers: admin },
    systemHealth: { headers: admin },
    settings: { headers: admin },
    // The group in the path picks the contract; unknown groups are fuzzed below.
    updateSettings: [
      {
        params: { group: 'general' },
        headers: admin,
        // maintenanceMode stays out: switched on, it would close the public API under the other cases.
        body: { siteName: 'Fuzz Site', siteDescription: 'Deals', registrationEnabled: true },
        accepts: accepts(settingsUpdateSchemas.general),
      },
      {
        params: { group: 'payment' },
        headers: withStepUp,
        body: { secretKey: '', webhookSecret: '' },
        accepts: accepts(settingsUpdateSchemas.payment),
      },
      {
        params: { group: 'email' },
        headers: withStepUp,
        body: {
          smtpHost: 'smtp.example.com',
          smtpPort: 587,
          fromEmail: 'news@example.com',
          fromName: 'Deals',
        },
        accepts: accepts(settingsUpdateSchemas.email),
      },
      {
        params: { group: 'security' },
        headers: withStepUp,
        body: { sessionTimeout: 72, maxLoginAttempts: 5, requireEmailVerification: false },
        accepts: accepts(settingsUpdateSchemas.security),
      },
    ],
    emailLogs: { headers: admin, query: { limit: '50' } },
    sendBroadcast: {
      headers: admin,
      body: { subject: 'Spring update', message: 'New features', recipients: 'all' },
    },
    broadcastRecipients: { headers: admin, query: { recipients: 'starter' } },
    broadcasts: { headers: admin, query: { limit: '10' } },
    broadcast: { headers: admin, params: { id: '7d4f4c1e-4b7a-4f55-9f0e-3a1f0c2b9d11' } },
    emailUnsubscribe: { body: { token: '7d4f4c1e-4b7a-4f55-9f0e-3a1f0c2b9d11' } },
  };
  const endpoints: FuzzEndpoint[] = [
    ...catalogueFuzzTargets(ADMIN_ENDPOINTS, ADMIN_ENDPOINT_SCHEMAS, plan).map(({ endpoint }) => endpoint),
    { method: 'get', path: '/health/live' },
    { method: 'get', path: '/health/ready' },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.method.toUpperCase()} ${endpoint.path}`, async () => {
      await fuzzEndpoint({ server: () => h.app.getHttpServer(), endpoint, counts: tableCounter(h.prisma) });
    });
  }

  it('PUT /api/admin/settings/:group with an unknown group answers 400 and saves nothing', async () => {
    const counts = tableCounter(h.prisma);
    const group = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
      fc.constantFrom('__proto__', 'constructor', 'General', 'general%00', '..%2Fsecurity', '%E0%A4%A'),
    );
    await fc.assert(
      fc.asyncProperty(group, async (name) => {
        if (['general', 'payment', 'email', 'security'].includes(name)) return;
        const before = await counts();
        const res = await h
          .http()
          .put(`/api/admin/settings/${name}`)
          .set('Authorization', `Bearer ${adminToken}`)
          .send({ siteName: 'Hijacked' });
        if (![400, 404].includes(res.status) || !isErrorBody(res.body)) {
          throw new Error(`group ${name.slice(0, 60)} answered ${res.status}: ${res.text.slice(0, 200)}`);
        }
        expect(await counts()).toEqual(before);
      }),
      { numRuns: 40, endOnFailure: true },
    );
  });
});
