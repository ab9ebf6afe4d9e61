import { IDENTITY_ENDPOINTS, IDENTITY_ENDPOINT_SCHEMAS } from '@pac/contracts';
import {
  catalogueFuzzTargets,
  fuzzEndpoint,
  tableCounter,
  type FuzzEndpoint,
  type FuzzPlan,
} from '@pac/server-kit/testing/fuzz';
import { SessionRegistry } from '@pac/server-kit';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { STRONG_PASSWORD, startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';

/**
 * Every identity endpoint under random and malformed input: never a 5xx, always our JSON error, 400/413 for what
 * the contract refuses, and nothing written to the database by a refused request.
 */
describe('identity under bad input (property-based)', () => {
  let t: IdentityHarness;
  let token = '';
  const bearer = () => ({ Authorization: `Bearer ${token}` });
  let adminToken = '';
  const adminPortal = () => ({ Authorization: `Bearer ${adminToken}` });

  beforeAll(async () => {
    t = await startIdentity();
    token = await t.register('fuzz-owner@example.com');
    // An admin portal session, as the admin sign-in opens it: the step-up endpoints take nothing else.
    await t.register('fuzz-admin@example.com');
    const admin = await t.prisma.user.update({
      where: { emailNormalized: 'fuzz-admin@example.com' },
      data: { role: 'admin' },
    });
    adminToken = (
      await t.app.get(SessionRegistry).open({ userId: admin.id, role: 'admin', ttlHours: 1, portal: 'admin' })
    ).token;
  });
  afterAll(() => t?.stop());

  // Method, path and contract come from the catalogue; each entry needs a valid sample here, or a reason to skip.
  const plan: FuzzPlan<typeof IDENTITY_ENDPOINTS> = {
    register: { body: { name: 'Fuzz Person', email: 'fuzz-new@example.com', password: STRONG_PASSWORD } },
    login: { body: { email: 'fuzz-owner@example.com', password: 'not-the-password' } },
    twoFactorVerify: { body: { email: 'fuzz-owner@example.com', code: '123456' } },
    twoFactorSendCode: { body: { email: 'fuzz-owner@example.com' } },
    adminLogin: { body: { email: 'fuzz-owner@example.com', password: 'not-the-password' } },
    adminTwoFactorVerify: { body: { email: 'fuzz-owner@example.com', code: '123456' } },
    adminTwoFactorSendCode: { body: { email: 'fuzz-owner@example.com' } },
    forgotPassword: { body: { email: 'fuzz-owner@example.com' } },
    resetPassword: { body: { token: 'not-a-real-reset-token', new_password: 'N3w!password' } },
    // Well-formed but unknown: the contract takes it, the exchange refuses it (401).
    handoverExchange: { body: { code: 'A'.repeat(43) } },
    // Takes no body or query: whatever comes with it, a state cookie and a 303 to the site, nothing in the database.
    handoverStart: {},
    // Any well-formed challenge: a signed-in user gets a code for it (only the state's holder can exchange it).
    handoverIssue: { headers: bearer, body: { challenge: 'A'.repeat(43) } },
    sessionCheck: { headers: bearer },
    profile: { headers: bearer },
    twoFactorSettings: { headers: bearer },
    // Well-formed but unknown: the contract takes it, the confirmation refuses it (400).
    verifyEmail: { body: { token: 'not-a-real-confirmation-token' } },
    resendVerification: { body: { email: 'fuzz-unconfirmed@example.com' } },
    adminStepUpSendCode: { headers: adminPortal },
    adminStepUpVerify: { headers: adminPortal, body: { code: '123456' } },
    adminLogout: {},
    // Last: a random body must never matter to sign-out, and a fuzzed bearer-less logout revokes nothing.
    logout: {},
  };
  const endpoints: FuzzEndpoint[] = [
    ...catalogueFuzzTargets(IDENTITY_ENDPOINTS, IDENTITY_ENDPOINT_SCHEMAS, plan).map(
      ({ endpoint }) => endpoint,
    ),
    { method: 'get', path: '/health/live' },
    { method: 'get', path: '/health/ready' },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.method.toUpperCase()} ${endpoint.path}`, async () => {
      await fuzzEndpoint({ server: () => t.app.getHttpServer(), endpoint, counts: tableCounter(t.prisma) });
    });
  }
});
