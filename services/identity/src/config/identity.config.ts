import { DEFAULT_PORTS } from '@pac/contracts';
import {
  corsOriginsVariable,
  jwtSecretVariable,
  publicSiteUrlVariable,
  serviceEnvSchema,
} from '@pac/server-kit/config';
import { z } from 'zod';

/** A factor on rate limits (IP_LIMIT_MULTIPLIER, EMAIL_LIMIT_MULTIPLIER): a whole number from 1 to 1000, 1 unless set. */
const limitMultiplier = z.coerce
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1000, 'must be at most 1000')
  .default(1);

/** Everything the identity service reads from the environment (documented in services/README.md). */
export const identityConfigSchema = serviceEnvSchema(DEFAULT_PORTS.identity).extend({
  /** Signs session JWTs; every service that verifies tokens needs the same value. */
  JWT_SECRET: jwtSecretVariable,
  /** Where users reach the site: the reset link points there and it is an allowed browser origin. */
  PUBLIC_SITE_URL: publicSiteUrlVariable,
  /** Further browser origins allowed to send cookie-authenticated requests. */
  CORS_ORIGINS: corsOriginsVariable,
  /**
   * Multiplies every per-IP limit (sign-up, sign-in, codes, reset). Leave at 1 in production; the e2e stack, whose
   * journeys all come from one address, raises it.
   */
  IP_LIMIT_MULTIPLIER: limitMultiplier,
  /**
   * Multiplies the per-email caps on mails (sign-in codes, resets, sign-up links). Leave at 1 in production; the e2e
   * stack, whose journeys sign the one seeded admin in more than ten times within the hour, raises it.
   */
  EMAIL_LIMIT_MULTIPLIER: limitMultiplier,
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

/** Injection token of the validated identity configuration. */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
