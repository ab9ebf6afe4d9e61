import { dealInputSchema } from '../deal-input.js';
import {
  createApiKeyRequestSchema,
  listDealsQuerySchema,
  saveDealRequestSchema,
  updateDealRequestSchema,
} from '../deals-api.js';
import { endpointSchemas } from './endpoint-schemas.js';
import { ANALYSIS_ENDPOINTS } from './analysis.js';

/**
 * The schemas the analysis service validates ANALYSIS_ENDPOINTS' bodies and queries with (its pipes, the catalogue check
 * and the fuzz tests read them here). Server side only: the entries stay zod-free for the browser.
 */
export const ANALYSIS_ENDPOINT_SCHEMAS = endpointSchemas(ANALYSIS_ENDPOINTS, {
  calculate: { request: dealInputSchema },
  deals: { query: listDealsQuerySchema },
  saveDeal: { request: saveDealRequestSchema },
  updateDeal: { request: updateDealRequestSchema },
  createApiKey: { request: createApiKeyRequestSchema },
});
