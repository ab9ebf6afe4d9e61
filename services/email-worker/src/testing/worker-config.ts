import { TEST_JWT_SECRET, closedPort, testRedisUrl } from '@pac/server-kit/testing';
import { emailWorkerConfigSchema, type EmailWorkerConfig } from '../config/email-worker.config.js';

/** What a test worker runs against: this suite's database, SMTP server and queue prefix. */
export interface WorkerTestRun {
  databaseUrl: string;
  smtpUrl: string;
  /** Keeps this suite's jobs away from any other worker on the same Redis. */
  prefix: string;
}

/**
 * The worker's environment in a test (for a worker process of its own): the health server on a free port, the test
 * Redis, the run's database, SMTP server and queue prefix, the test JWT secret; `overrides` adds or replaces.
 */
export async function testWorkerEnv(
  run: WorkerTestRun,
  overrides: Record<string, string> = {},
): Promise<Record<string, string>> {
  return {
    PORT: String(await closedPort()),
    REDIS_URL: testRedisUrl(),
    DATABASE_URL: run.databaseUrl,
    SMTP_URL: run.smtpUrl,
    QUEUE_PREFIX: run.prefix,
    JWT_SECRET: TEST_JWT_SECRET,
    ...overrides,
  };
}

/** testWorkerEnv, parsed, for startEmailWorker in the test's own process. */
export async function testWorkerConfig(
  run: WorkerTestRun,
  overrides: Record<string, string> = {},
): Promise<EmailWorkerConfig> {
  return emailWorkerConfigSchema.parse(await testWorkerEnv(run, overrides));
}
