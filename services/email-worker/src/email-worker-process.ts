import { createPrismaClient } from '@pac/db';
import { SettingsReader, settingsNamespaceFor } from '@pac/server-kit';
import { createJsonLogger } from '@pac/server-kit/logging';
import { Redis } from 'ioredis';
import { type AddressInfo } from 'node:net';
import { type EmailWorkerConfig } from './config/email-worker.config.js';
import { createEmailWorker } from './email-worker.js';
import { createHealthServer } from './health-server.js';
import { MailSenderSource } from './mail-sender.js';

export interface RunningEmailWorker {
  port: number;
  /** Finishes the jobs in hand, then closes the health server, SMTP pool, Redis and Prisma. */
  stop: () => Promise<void>;
}

/** Wires the whole worker process from its config; `main.ts` adds only signal handling. */
export async function startEmailWorker(
  config: EmailWorkerConfig,
  logLevel: string = config.LOG_LEVEL,
): Promise<RunningEmailWorker> {
  const logger = createJsonLogger('email-worker', logLevel);
  const connection = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: null,
    connectionName: 'email-worker',
  });
  // Readiness and the settings cache get their own fail-fast client; the BullMQ one waits forever by design.
  const probe = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    connectionName: 'email-worker-health',
  });
  probe.on('error', () => undefined);
  const prisma = createPrismaClient(config.DATABASE_URL);
  // The admin's Email settings, through the same short Redis cache (and keys) the admin service clears on save.
  const settings = new SettingsReader(
    prisma,
    probe,
    config.SETTINGS_ENCRYPTION_KEY,
    settingsNamespaceFor(config.DATABASE_URL),
  );
  const senders = new MailSenderSource(
    () => settings.group('email'),
    { smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM },
    logger,
    Boolean(config.SETTINGS_ENCRYPTION_KEY),
  );
  const worker = createEmailWorker({
    connection,
    prisma,
    sender: () => senders.current(),
    concurrency: config.EMAIL_CONCURRENCY,
    prefix: config.QUEUE_PREFIX,
    logger,
  });

  const health = createHealthServer({
    database: () => prisma.$queryRaw`SELECT 1`,
    redis: () => probe.ping(),
  });
  await new Promise<void>((resolve) => health.listen(config.PORT, resolve));
  const port = (health.address() as AddressInfo).port;
  logger.log(`email worker consuming queue "email", health on port ${port}`, 'Bootstrap');

  return {
    port,
    stop: async () => {
      await worker.close();
      await new Promise<void>((resolve) => health.close(() => resolve()));
      senders.close();
      connection.disconnect();
      probe.disconnect();
      await prisma.$disconnect();
    },
  };
}
