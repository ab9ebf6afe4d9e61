import { createPrismaClient } from '@pac/db';
import { createJsonLogger } from '@pac/server-kit/logging';
import { Redis } from 'ioredis';
import { type AddressInfo } from 'node:net';
import { type EmailWorkerConfig } from './config/email-worker.config.js';
import { createEmailWorker } from './email-worker.js';
import { createHealthServer } from './health-server.js';
import { createSmtpTransport } from './smtp-transport.js';

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
  // Readiness gets its own fail-fast client; the BullMQ one waits forever by design.
  const probe = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    connectionName: 'email-worker-health',
  });
  probe.on('error', () => undefined);
  const prisma = createPrismaClient(config.DATABASE_URL);
  const transport = createSmtpTransport(config.SMTP_URL);
  const worker = createEmailWorker({
    connection,
    prisma,
    transport,
    from: config.MAIL_FROM,
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
      transport.close();
      connection.disconnect();
      probe.disconnect();
      await prisma.$disconnect();
    },
  };
}
