import { BILLING_ENDPOINTS } from '@pac/contracts';
import {
  answersWithoutCredentials,
  cataloguePublicRoutes,
  checkEndpointCatalogue,
  checkRouteGuards,
} from '@pac/server-kit/testing/route-guards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app.js';

/**
 * The reviewed allow-list is the catalogue's `access: 'public'` (libs/contracts/src/endpoints/billing.ts), each
 * entry's guard-side reason written on its @Public(): a new public endpoint shows up there in review.
 */
const PUBLIC_ROUTES = cataloguePublicRoutes(BILLING_ENDPOINTS);

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

  it('answers exactly the endpoints of its catalogue, each bound with @Route and guarded as the entry says', () => {
    expect(checkEndpointCatalogue(t.app, BILLING_ENDPOINTS)).toEqual([]);
  });

  it('refuses every other route with 401 to a caller without credentials', async () => {
    expect(await answersWithoutCredentials(t.app, checkRouteGuards(t.app))).toEqual([]);
  });
});
