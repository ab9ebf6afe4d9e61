import { DEFAULT_PORTS } from '@pac/contracts';
import {
  corsOriginsVariable,
  jwtSecretVariable,
  publicSiteUrlVariable,
  serviceEnvSchema,
  smtpUrlVariable,
} from '@pac/server-kit/config';
import { z } from 'zod';

/** Everything the admin service reads from the environment (documented in services/README.md). */
export const adminConfigSchema = serviceEnvSchema(DEFAULT_PORTS.admin).extend({
  /** Verifies sessions and signs the admin's own (same value as identity). */
  JWT_SECRET: jwtSecretVariable,
  /** Encrypts secret settings at rest (AES-256-GCM); every service reading them needs the same value. */
  SETTINGS_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters'),
  PUBLIC_SITE_URL: publicSiteUrlVariable,
  CORS_ORIGINS: corsOriginsVariable,
  /** The mail server the health page checks when no SMTP host is set in the settings (as the email worker). */
  SMTP_URL: smtpUrlVariable.default('smtp://127.0.0.1:1025'),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;

/** Injection token of the validated admin configuration. */
export const ADMIN_CONFIG = Symbol('ADMIN_CONFIG');
