import { DEFAULT_PORTS } from '@pac/contracts';
import {
  corsOriginsVariable,
  jwtSecretVariable,
  publicSiteUrlVariable,
  serviceEnvSchema,
} from '@pac/server-kit/config';
import { type z } from 'zod';

/** Everything the analysis service reads from the environment (documented in services/README.md). */
export const analysisConfigSchema = serviceEnvSchema(DEFAULT_PORTS.analysis).extend({
  /** Verifies session tokens; the same value identity signs with. */
  JWT_SECRET: jwtSecretVariable,
  /** Where users reach the site: share links point here, and it is an allowed browser origin. */
  PUBLIC_SITE_URL: publicSiteUrlVariable,
  /** Further browser origins allowed to send cookie-authenticated changes (comma-separated). */
  CORS_ORIGINS: corsOriginsVariable,
});
export type AnalysisConfig = z.infer<typeof analysisConfigSchema>;

/** Injection token of the validated analysis configuration. */
export const ANALYSIS_CONFIG = Symbol('ANALYSIS_CONFIG');
