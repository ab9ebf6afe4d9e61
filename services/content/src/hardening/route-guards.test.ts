import { CONTENT_ENDPOINTS, CONTENT_ENDPOINT_SCHEMAS } from '@pac/contracts';
import { describeRouteGuards } from '@pac/server-kit/testing/route-guards';
import { startContentTestApp } from '../testing/content-test-app.js';

// The reviewed allow-list is the catalogue's `access: 'public'` (libs/contracts/src/endpoints/content.ts).
describeRouteGuards({
  service: 'content',
  start: startContentTestApp,
  endpoints: CONTENT_ENDPOINTS,
  schemas: CONTENT_ENDPOINT_SCHEMAS,
});
