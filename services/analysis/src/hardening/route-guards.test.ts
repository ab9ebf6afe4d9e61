import {
  DEFAULT_AUTHENTICATION_GUARDS,
  answersWithoutCredentials,
  checkRouteGuards,
} from '@pac/server-kit/testing/route-guards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallerGuard } from '../callers/caller.guard.js';
import { startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';

/**
 * Reviewed allow-list: the only analysis routes that answer without signing in, each for the reason written on its
 * @Public(). A new public endpoint has to be added here too, so it is seen in review.
 */
const PUBLIC_ROUTES = [
  'GET /api/shared/:token',
  'GET /health/live',
  'GET /health/ready',
  'POST /api/analysis/calculate',
];

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

  it('refuses every other route with 401 to a caller without credentials', async () => {
    expect(await answersWithoutCredentials(t.app, checkRouteGuards(t.app, POLICY))).toEqual([]);
  });
});
