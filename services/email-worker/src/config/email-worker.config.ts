import { DEFAULT_PORTS } from '@pac/contracts';
import {
  databaseUrlVariable,
  dependencyTimeoutsSchema,
  hostVariable,
  jwtSecretVariable,
  logLevelVariable,
  portVariable,
  publicSiteUrlVariable,
  queuePrefixVariable,
  redisUrlVariable,
  smtpUrlVariable,
} from '@pac/server-kit/config';
import { z } from 'zod';

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);

/** Everything the email worker reads from the environment (documented in services/README.md). */
export const emailWorkerConfigSchema = z.object({
  /** Health endpoints only; the worker takes its work from Redis, not HTTP. */
  PORT: portVariable(DEFAULT_PORTS.emailWorker),
  /** Interface of the health endpoints (every one unless set; `npm start` binds 127.0.0.1). */
  HOST: hostVariable,
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
  /**
   * The services' shared secret: the key that opens the sealed message a pending transactional email keeps (so the
   * reconciler can queue it again) is derived from it, as identity derives it to seal.
   */
  JWT_SECRET: jwtSecretVariable,
  /** Links in broadcast emails (the unsubscribe page and its one-click API) point at this site. */
  PUBLIC_SITE_URL: publicSiteUrlVariable,
  /**
   * Messages one worker sends at once (spread over EMAIL_SMTP_CONNECTIONS pooled connections). About ten per
   * connection keeps them busy while messages wait on PostgreSQL and Redis (bench/RESULTS.md, "Email broadcast").
   */
  EMAIL_CONCURRENCY: wholeNumber(1, 100, 50),
  EMAIL_SMTP_CONNECTIONS: wholeNumber(1, 50, 5),
  /** How long a worker holds a recipient while sending; must exceed the SMTP timeouts (50 s in all). */
  EMAIL_CLAIM_LEASE_SECONDS: wholeNumber(1, 3_600, 120),
  /** A job whose worker died (lock not renewed) goes to another worker after this. */
  EMAIL_LOCK_SECONDS: wholeNumber(1, 600, 30),
  /** How often the reconciler looks for broadcast work and transactional mail Redis lost. */
  EMAIL_RECONCILE_SECONDS: wholeNumber(1, 3_600, 30),
  LOG_LEVEL: logLevelVariable,
  /** DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS, REDIS_*_TIMEOUT_MS: as every service's. */
  ...dependencyTimeoutsSchema.shape,
});
export type EmailWorkerConfig = z.infer<typeof emailWorkerConfigSchema>;
