import { type ServiceName } from '../services.js';
import { ADMIN_ENDPOINT_SCHEMAS, ADMIN_ENDPOINT_SUMMARIES } from './admin-schemas.js';
import { ANALYSIS_ENDPOINT_SCHEMAS, ANALYSIS_ENDPOINT_SUMMARIES } from './analysis-schemas.js';
import { BILLING_ENDPOINT_SCHEMAS, BILLING_ENDPOINT_SUMMARIES } from './billing-schemas.js';
import { CONTENT_ENDPOINT_SCHEMAS, CONTENT_ENDPOINT_SUMMARIES } from './content-schemas.js';
import { type InputSchemas } from './endpoint-schemas.js';
import { IDENTITY_ENDPOINT_SCHEMAS, IDENTITY_ENDPOINT_SUMMARIES } from './identity-schemas.js';

export * from './endpoint-schemas.js';
export * from './identity-schemas.js';
export * from './billing-schemas.js';
export * from './content-schemas.js';
export * from './admin-schemas.js';
export * from './analysis-schemas.js';

/** The schemas of every service's entries, by service (server side: the README generator and the tests walk it). */
export const ENDPOINT_SCHEMAS_BY_SERVICE = {
  identity: IDENTITY_ENDPOINT_SCHEMAS,
  billing: BILLING_ENDPOINT_SCHEMAS,
  content: CONTENT_ENDPOINT_SCHEMAS,
  admin: ADMIN_ENDPOINT_SCHEMAS,
  analysis: ANALYSIS_ENDPOINT_SCHEMAS,
} as const satisfies Record<ServiceName, Readonly<Record<string, InputSchemas>>>;

/** One line per endpoint for people, by service (server side: services/README.md's generated tables show them). */
export const ENDPOINT_SUMMARIES_BY_SERVICE = {
  identity: IDENTITY_ENDPOINT_SUMMARIES,
  billing: BILLING_ENDPOINT_SUMMARIES,
  content: CONTENT_ENDPOINT_SUMMARIES,
  admin: ADMIN_ENDPOINT_SUMMARIES,
  analysis: ANALYSIS_ENDPOINT_SUMMARIES,
} as const satisfies Record<ServiceName, Readonly<Record<string, string>>>;
