import { DEFAULT_PORTS } from '@pac/contracts';
import {
  corsOriginsVariable,
  jwtSecretVariable,
  publicSiteUrlVariable,
  serviceEnvSchema,
} from '@pac/server-kit/config';
import { type z } from 'zod';

/** Everything the identity service reads from the environment (documented in services/README.md). */
export const identityConfigSchema = serviceEnvSchema(DEFAULT_PORTS.identity).extend({
  /** Signs session JWTs; every service that verifies tokens needs the same value. */
  JWT_SECRET: jwtSecretVariable,
  /** Where users reach the site: the reset link points there and it is an allowed browser origin. */
  PUBLIC_SITE_URL: publicSiteUrlVariable,
  /** Further browser origins allowed to send cookie-authenticated requests. */
  CORS_ORIGINS: corsOriginsVariable,
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

/** Injection token of the validated identity configuration. */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
