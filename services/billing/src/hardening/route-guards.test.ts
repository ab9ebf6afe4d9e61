import { answersWithoutCredentials, checkRouteGuards } from '@pac/server-kit/testing/route-guards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app.js';

/**
 * Reviewed allow-list: the only billing routes that answer without signing in, each for the reason written on its
 * @Public(). A new public endpoint has to be added here too, so it is seen in review.
 */
const PUBLIC_ROUTES = ['GET /health/live', 'GET /health/ready', 'POST /api/webhooks/stripe'];

describe('billing routes: each one guarded, or public on purpose', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await startBillingTestApp();
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
