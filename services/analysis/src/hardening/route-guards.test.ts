import { ANALYSIS_ENDPOINTS } from '@pac/contracts';
import {
  answersWithoutCredentials,
  cataloguePublicRoutes,
  checkEndpointCatalogue,
  checkRouteGuards,
  DEFAULT_AUTHENTICATION_GUARDS,
} from '@pac/server-kit/testing/route-guards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallerGuard } from '../callers/caller.guard.js';
import { startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';

/**
 * The reviewed allow-list is the catalogue's `access: 'public'` (libs/contracts/src/endpoints/analysis.ts), each
 * entry's guard-side reason written on its @Public(): a new public endpoint shows up there in review.
 */
const PUBLIC_ROUTES = cataloguePublicRoutes(ANALYSIS_ENDPOINTS);

/** An Executive's API key or a live session (CallerGuard) authenticates deals, reports, shares and allowance. */
const POLICY = { authenticationGuards: [...DEFAULT_AUTHENTICATION_GUARDS, CallerGuard] };

describe('analysis routes: each one guarded, or public on purpose', () => {
  let t: AnalysisTestApp;
  beforeAll(async () => {
    t = await startAnalysisTestApp();
  });
  afterAll(() => t?.stop());

  it('puts an authentication guard on every route not marked @Public(), and the admin guard under /api/admin', () => {
    expect(checkRouteGuards(t.app, POLICY).offences).toEqual([]);
  });

  it('is public exactly where the reviewed list says', () => {
    expect(checkRouteGuards(t.app, POLICY).publicRoutes).toEqual(PUBLIC_ROUTES);
  });

  it('answers exactly the endpoints of its catalogue, each bound with @Route and guarded as the entry says', () => {
    expect(checkEndpointCatalogue(t.app, ANALYSIS_ENDPOINTS, POLICY)).toEqual([]);
  });

  it('refuses every other route with 401 to a caller without credentials', async () => {
    expect(await answersWithoutCredentials(t.app, checkRouteGuards(t.app, POLICY))).toEqual([]);
  });
});
