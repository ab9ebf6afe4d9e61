import { BILLING_ENDPOINTS, BILLING_ENDPOINT_SCHEMAS } from '@pac/contracts';
import { describeRouteGuards } from '@pac/server-kit/testing/route-guards';
import { startBillingTestApp } from '../testing/billing-test-app.js';

// The reviewed allow-list is the catalogue's `access: 'public'` (libs/contracts/src/endpoints/billing.ts).
describeRouteGuards({
  service: 'billing',
  start: startBillingTestApp,
  endpoints: BILLING_ENDPOINTS,
  schemas: BILLING_ENDPOINT_SCHEMAS,
});
