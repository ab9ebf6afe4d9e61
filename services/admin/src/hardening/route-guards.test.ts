import { ADMIN_ENDPOINTS, ADMIN_ENDPOINT_SCHEMAS } from '@pac/contracts';
import { describeRouteGuards } from '@pac/server-kit/testing/route-guards';
import { startAdmin } from '../testing/admin-test-app.js';

// The reviewed allow-list is the catalogue's `access: 'public'` (libs/contracts/src/endpoints/admin.ts).
describeRouteGuards({
  service: 'admin',
  start: startAdmin,
  endpoints: ADMIN_ENDPOINTS,
  schemas: ADMIN_ENDPOINT_SCHEMAS,
});
