import { DEFAULT_PORTS, SUPPORT_EMAIL } from '@pac/contracts';
import { httpUrlVariable, serviceEnvSchema } from '@pac/server-kit/config';
import { z } from 'zod';

/** Everything the content service reads from the environment (documented in services/README.md). */
export const contentConfigSchema = serviceEnvSchema(DEFAULT_PORTS.content).extend({
  /** Where users reach the site; links in mails (newsletter unsubscribe) point here. */
  PUBLIC_SITE_URL: httpUrlVariable.default(`http://localhost:${DEFAULT_PORTS.shell}`),
  /** Mailbox that receives contact enquiries. */
  SUPPORT_INBOX_EMAIL: z.email('must be an email address like support@example.com').default(SUPPORT_EMAIL),
  /** Verifies session tokens (workbook download); the same value identity signs with. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
});
export type ContentConfig = z.infer<typeof contentConfigSchema>;

/** Injection token of the validated content configuration. */
export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');
