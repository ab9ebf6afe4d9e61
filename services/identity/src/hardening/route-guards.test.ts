import { answersWithoutCredentials, checkRouteGuards } from '@pac/server-kit/testing/route-guards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';

/**
 * Reviewed allow-list: the only identity routes that answer without signing in, each for the reason written on its
 * @Public(). A new public endpoint has to be added here too, so it is seen in review.
 */
const PUBLIC_ROUTES = [
  'GET /health/live',
  'GET /health/ready',
  'POST /api/2fa/send-code',
  'POST /api/2fa/verify',
  'POST /api/admin/2fa/send-code',
  'POST /api/admin/2fa/verify',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'POST /api/auth/handover/exchange',
  'POST /api/forgot-password',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/register',
  'POST /api/reset-password',
  'POST /api/verify-email',
  'POST /api/verify-email/resend',
];

describe('identity routes: each one guarded, or public on purpose', () => {
  let t: IdentityHarness;
  beforeAll(async () => {
    t = await startIdentity();
  });
  afterAll(() => t?.stop());

  it('puts an authentication guard on every route not marked @Public(), and the admin guard under /api/admin', () => {
    expect(checkRouteGuards(t.app).offences).toEqual([]);
  });

  it('is public exactly where the reviewed list says', () => {
    expect(checkRouteGuards(t.app).publicRoutes).toEqual(PUBLIC_ROUTES);
  });

  it('refuses every other route with 401 to a caller without credentials', async () => {
    expect(await answersWithoutCredentials(t.app, checkRouteGuards(t.app))).toEqual([]);
  });
});
