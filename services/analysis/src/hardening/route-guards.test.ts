import { ANALYSIS_ENDPOINTS, ANALYSIS_ENDPOINT_SCHEMAS } from '@pac/contracts';
import { DEFAULT_AUTHENTICATION_GUARDS, describeRouteGuards } from '@pac/server-kit/testing/route-guards';
import { CallerGuard } from '../callers/caller.guard.js';
import { startAnalysisTestApp } from '../testing/analysis-test-app.js';

// The reviewed allow-list is the catalogue's `access: 'public'` (libs/contracts/src/endpoints/analysis.ts).
describeRouteGuards({
  service: 'analysis',
  start: startAnalysisTestApp,
  endpoints: ANALYSIS_ENDPOINTS,
  schemas: ANALYSIS_ENDPOINT_SCHEMAS,
  // An Executive's API key or a live session (CallerGuard) authenticates deals, reports, shares and allowance.
  policy: { authenticationGuards: [...DEFAULT_AUTHENTICATION_GUARDS, CallerGuard] },
});
