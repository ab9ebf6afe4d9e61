import { dealInputSchema } from '../deal-input.js';
import {
  createApiKeyRequestSchema,
  listDealsQuerySchema,
  saveDealRequestSchema,
  updateDealRequestSchema,
} from '../deals-api.js';
import { saveDealTemplateRequestSchema } from '../deal-templates.js';
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
  saveDealTemplate: { request: saveDealTemplateRequestSchema },
  createApiKey: { request: createApiKeyRequestSchema },
});

/**
 * One line per analysis endpoint for people: services/README.md's tables show it. Kept here, on the server side, because
 * the browser bundles the entries and has no use for these texts.
 */
export const ANALYSIS_ENDPOINT_SUMMARIES = {
  calculate: 'Computes a deal; stores and counts nothing (per-IP or per-account limited)',
  allowance: "The caller's calculations and exports this period",
  deals: "The caller's deals, 20 a page, with headline figures",
  saveDeal: 'Saves a new analysis (counts one calculation)',
  deal: 'One saved deal with its result (422 if the input bounds now refuse it)',
  updateDeal: 'Renames a deal or replaces its input (a new input corrects a 422 deal)',
  deleteDeal: 'Deletes a deal and its share link',
  duplicateDeal: 'Saves a copy of a deal',
  dealTemplates: "The caller's templates (starting assumptions), by name",
  saveDealTemplate: "Saves a deal's assumptions as a named template (the same name replaces it)",
  deleteDealTemplate: 'Deletes a template',
  dealReport: "A deal's PDF report (counts one export; 30 a minute, 2 at once per user)",
  dealExport: "A deal's report as CSV, one section each (counts one export; limited with the PDF)",
  shareDeal: 'A read-only share link for a deal',
  unshareDeal: "Revokes a deal's share link",
  sharedDeal: 'A shared deal, read-only (the share token is the credential)',
  createApiKey: 'A new API key (Executive); the secret is shown once',
  apiKeys: "The user's API keys (Executive)",
  revokeApiKey: 'Revokes an API key (Executive)',
} as const satisfies Record<keyof typeof ANALYSIS_ENDPOINTS, string>;
