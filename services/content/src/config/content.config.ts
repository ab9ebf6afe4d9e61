import { DEFAULT_PORTS } from '@pac/contracts';
import { serviceEnvSchema } from '@pac/server-kit/config';
import { type z } from 'zod';

/** Everything the content service reads from the environment (documented in services/README.md). */
export const contentConfigSchema = serviceEnvSchema(DEFAULT_PORTS.content);
export type ContentConfig = z.infer<typeof contentConfigSchema>;

/** Injection token of the validated content configuration. */
export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');
