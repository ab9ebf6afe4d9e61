import { DEFAULT_PORTS } from '@pac/contracts';
import {
  databaseUrlVariable,
  logLevelVariable,
  portVariable,
  queuePrefixVariable,
  redisUrlVariable,
  smtpUrlVariable,
} from '@pac/server-kit/config';
import { z } from 'zod';

/** Everything the email worker reads from the environment (documented in services/README.md). */
export const emailWorkerConfigSchema = z.object({
  /** Health endpoints only; the worker takes its work from Redis, not HTTP. */
  PORT: portVariable(DEFAULT_PORTS.emailWorker),
  REDIS_URL: redisUrlVariable,
  QUEUE_PREFIX: queuePrefixVariable,
  /** For marking `email_logs` rows sent/failed. */
  DATABASE_URL: databaseUrlVariable,
  /** Local default: the MailDev catcher the run command starts. */
  SMTP_URL: smtpUrlVariable.default(`smtp://127.0.0.1:${DEFAULT_PORTS.smtp}`),
  MAIL_FROM: z.string().min(3).default('Property Analysis Calculator <no-reply@propertyanalysis.local>'),
  /**
   * Decrypts the SMTP password saved in the admin's Email settings (the admin service's value). Optional: without
   * it the worker still sends through SMTP_URL or a password-less SMTP host from the settings.
   */
  SETTINGS_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  EMAIL_CONCURRENCY: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(5),
  LOG_LEVEL: logLevelVariable,
});
export type EmailWorkerConfig = z.infer<typeof emailWorkerConfigSchema>;
