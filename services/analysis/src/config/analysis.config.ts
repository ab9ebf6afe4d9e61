import { availableParallelism } from 'node:os';
import { DEFAULT_PORTS } from '@pac/contracts';
import {
  corsOriginsVariable,
  jwtSecretVariable,
  publicSiteUrlVariable,
  serviceEnvSchema,
} from '@pac/server-kit/config';
import { z } from 'zod';

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** Everything the analysis service reads from the environment (documented in services/README.md). */
export const analysisConfigSchema = serviceEnvSchema(DEFAULT_PORTS.analysis).extend({
  /** Verifies session tokens; the same value identity signs with. */
  JWT_SECRET: jwtSecretVariable,
  /** Where users reach the site: share links point here, and it is an allowed browser origin. */
  PUBLIC_SITE_URL: publicSiteUrlVariable,
  /** Further browser origins allowed to send cookie-authenticated changes (comma-separated). */
  CORS_ORIGINS: corsOriginsVariable,
  /**
   * A PDF or CSV render's deadline, waiting for a thread included: past it the render's thread is terminated and
   * the user gets a 503 (export given back). Example A's PDF renders in about 0.1 s (bench/RESULTS.md).
   */
  REPORT_RENDER_TIMEOUT_MS: wholeNumber(100, 120_000).default(10_000),
  /**
   * Heap limit (old generation, MB) of each report thread: a render above it ends its thread, a 503. The largest
   * valid deal's PDF (ten partners, ten years) renders within 32 MB.
   */
  REPORT_RENDER_MEMORY_MB: wholeNumber(32, 4_096).default(128),
  /** Report threads; unset: one fewer than the cores (at least one), so the request thread keeps a core. */
  REPORT_WORKERS: wholeNumber(1, 64).optional(),
  /** Renders that may wait for a thread; unset: 8 per thread. A render beyond it is refused at once (503). */
  REPORT_QUEUE_LIMIT: wholeNumber(0, 10_000).optional(),
});
export type AnalysisConfig = z.infer<typeof analysisConfigSchema>;

/** Injection token of the validated analysis configuration. */
export const ANALYSIS_CONFIG = Symbol('ANALYSIS_CONFIG');

/** The report pool's settings, with the defaults that depend on the machine filled in. */
export function reportPoolSettingsOf(config: AnalysisConfig) {
  const workers = config.REPORT_WORKERS ?? Math.max(1, availableParallelism() - 1);
  return {
    workers,
    queueLimit: config.REPORT_QUEUE_LIMIT ?? workers * 8,
    deadlineMs: config.REPORT_RENDER_TIMEOUT_MS,
    memoryMb: config.REPORT_RENDER_MEMORY_MB,
  };
}
