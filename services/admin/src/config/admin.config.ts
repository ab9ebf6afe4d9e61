import { DEFAULT_PORTS } from '@pac/contracts';
import { serviceEnvSchema } from '@pac/server-kit/config';
import { type z } from 'zod';

/** Everything the admin service reads from the environment (documented in services/README.md). */
export const adminConfigSchema = serviceEnvSchema(DEFAULT_PORTS.admin);
export type AdminConfig = z.infer<typeof adminConfigSchema>;

/** Injection token of the validated admin configuration. */
export const ADMIN_CONFIG = Symbol('ADMIN_CONFIG');
