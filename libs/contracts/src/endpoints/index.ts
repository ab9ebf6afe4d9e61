import { type ServiceName } from '../services.js';
import { ADMIN_ENDPOINTS } from './admin.js';
import { ANALYSIS_ENDPOINTS } from './analysis.js';
import { BILLING_ENDPOINTS } from './billing.js';
import { CONTENT_ENDPOINTS } from './content.js';
import { type AnyEndpoint } from './endpoint.js';
import { IDENTITY_ENDPOINTS } from './identity.js';

export * from './endpoint.js';
export * from './identity.js';
export * from './billing.js';
export * from './content.js';
export * from './admin.js';
export * from './analysis.js';

/** Every endpoint of every service, by service: what the route tests and the README generator walk. */
export const ENDPOINTS_BY_SERVICE = {
  identity: IDENTITY_ENDPOINTS,
  billing: BILLING_ENDPOINTS,
  content: CONTENT_ENDPOINTS,
  admin: ADMIN_ENDPOINTS,
  analysis: ANALYSIS_ENDPOINTS,
} as const satisfies Record<ServiceName, Record<string, AnyEndpoint>>;

// Pure: a page that imports one service's entries does not bundle every service's.
export const ALL_ENDPOINTS: readonly AnyEndpoint[] = /* @__PURE__ */ Object.values(
  ENDPOINTS_BY_SERVICE,
).flatMap((endpoints): AnyEndpoint[] => Object.values(endpoints));

/** `METHOD /path` of an entry, as the route-guard walk writes routes. */
export const endpointKey = (entry: Pick<AnyEndpoint, 'method' | 'path'>) => `${entry.method} ${entry.path}`;
