import { IDENTITY_ENDPOINTS, IDENTITY_ENDPOINT_SCHEMAS } from '@pac/contracts';
import { describeRouteGuards } from '@pac/server-kit/testing/route-guards';
import { startIdentity } from '../testing/identity-test-app.js';

// The reviewed allow-list is the catalogue's `access: 'public'` (libs/contracts/src/endpoints/identity.ts).
describeRouteGuards({
  service: 'identity',
  start: startIdentity,
  endpoints: IDENTITY_ENDPOINTS,
  schemas: IDENTITY_ENDPOINT_SCHEMAS,
});
