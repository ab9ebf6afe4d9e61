import { answersWithoutCredentials, checkRouteGuards } from '@pac/server-kit/testing/route-guards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdmin, type AdminHarness } from '../testing/admin-test-app.js';

/**
 * Reviewed allow-list: the only admin routes that answer without signing in, each for the reason written on its
 * @Public(). A new public endpoint has to be added here too, so it is seen in review.
 */
const PUBLIC_ROUTES = [
  'GET /api/site-status',
  'GET /health/live',
  'GET /health/ready',
  'POST /api/email/unsubscribe',
];

describe('admin routes: each one guarded, or public on purpose', () => {
  let t: AdminHarness;
  beforeAll(async () => {
    t = await startAdmin();
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
