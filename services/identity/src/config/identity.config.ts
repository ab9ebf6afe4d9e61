import { DEFAULT_PORTS } from '@pac/contracts';
import { serviceEnvSchema } from '@pac/server-kit/config';
import { z } from 'zod';

/** Everything the identity service reads from the environment (documented in services/README.md). */
export const identityConfigSchema = serviceEnvSchema(DEFAULT_PORTS.identity).extend({
  /** Signs session JWTs; every service that verifies tokens needs the same value. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

/** Injection token of the validated identity configuration. */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
