import { SETTINGS_DEFAULTS, createPrismaClient } from '@pac/db';
import {
  BROADCAST_EMAIL_QUEUE,
  BROADCAST_QUEUE,
  EMAIL_QUEUE,
  PendingMailSeal,
  emailQueueSettings,
  type BroadcastChunkJob,
  type EmailJob,
  type FanOutJob,
} from '@pac/server-kit/mail-queue';
import { createJsonLogger } from '@pac/server-kit/logging';
import { loggingReadinessReport } from '@pac/server-kit/readiness';
import { EVENT_LOOP_LIMITS, EventLoopWatchdog } from '@pac/server-kit/event-loop-watchdog';
import { SettingsReader, settingsNamespaceFor } from '@pac/server-kit/settings-reader';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { type AddressInfo } from 'node:net';
import { completeFinishedBroadcasts } from './broadcast/broadcast-completion.js';
import { fanOutBroadcast } from './broadcast/fan-out.js';
import { BroadcastReconciler } from './broadcast/reconciler.js';
import { type EmailWorkerConfig } from './config/email-worker.config.js';
import { createEmailWorkers } from './email-worker.js';
import { createHealthServer } from './health-server.js';
import { MailSenderSource } from './mail-sender.js';
import { applySendRate } from './send-rate.js';

export interface RunningEmailWorker {
  port: number;
  /** The worker's event-loop watchdog (its health answers from it). */
  watchdog: EventLoopWatchdog;
  /** Ends the process from a watchdog thread once its loop is blocked for a minute (main.ts; never in tests). */
  exitWhenBlocked: () => void;
  /** One reconciler pass now (tests and operators need not wait for the timer). */
  reconcile: () => ReturnType<BroadcastReconciler['runOnce']>;
  /** Reads the Send Rate setting and applies it as the queue's limiter now (the timer does it every 10 s). */
  applySendRate: () => Promise<number | undefined>;
  /** Finishes the jobs in hand, then closes the health server, SMTP pool, Redis and Prisma. */
  stop: () => Promise<void>;
}

/** How often finished broadcasts are marked completed (the admin page's progress bar waits for it). */
const COMPLETION_CHECK_MS = 1_000;
const FAN_OUT_LOCK_MS = 30_000;
/** How often the send-rate setting is read and applied. */
const SEND_RATE_REFRESH_MS = 10_000;

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
  connection.on('error', () => undefined);
  // Readiness, the settings cache and the reconciler lock get their own fail-fast client; BullMQ's waits forever.
  const probe = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    connectionName: 'email-worker-health',
    connectTimeout: config.REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
  });
  probe.on('error', () => undefined);
  const prisma = createPrismaClient(config.DATABASE_URL, {
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  // The admin's settings, through the same short Redis cache (and keys) the admin service clears on save.
  const settings = new SettingsReader(
    prisma,
    probe,
    config.SETTINGS_ENCRYPTION_KEY,
    settingsNamespaceFor(config.DATABASE_URL),
    { warn: (message) => logger.warn(message, 'SettingsReader') },
  );
  const senders = new MailSenderSource(
    () => settings.group('email'),
    { smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM },
    logger,
    Boolean(config.SETTINGS_ENCRYPTION_KEY),
    { maxConnections: config.EMAIL_SMTP_CONNECTIONS },
  );
  // The General tab's Site Name signs each broadcast email. Read per message like the SMTP settings, through the
  // reader's short cache that a save clears, so the next email after a save carries the new name; the last name
  // read (at first the default) when the settings cannot be read.
  // Messages asking at the same time share one read, as they share the SMTP settings' (MailSenderSource).
  let siteName = String(SETTINGS_DEFAULTS.general.siteName);
  let siteRead: Promise<{ name: string; url: string }> | undefined;
  const readSite = async () => {
    const general = await settings.group('general').catch(() => null);
    const name = typeof general?.siteName === 'string' ? general.siteName.trim() : '';
    if (name) siteName = name;
    return { name: siteName, url: config.PUBLIC_SITE_URL };
  };
  const site = () =>
    (siteRead ??= readSite().finally(() => {
      siteRead = undefined;
    }));

  const workers = createEmailWorkers({
    connection,
    prisma,
    sender: () => senders.current(),
    site,
    concurrency: config.EMAIL_CONCURRENCY,
    claimLeaseSeconds: config.EMAIL_CLAIM_LEASE_SECONDS,
    lockSeconds: config.EMAIL_LOCK_SECONDS,
    prefix: config.QUEUE_PREFIX,
    logger,
  });

  // Producer handles the worker itself needs: fan-outs add chunk jobs; the reconciler re-adds lost work (broadcast
  // chunks and transactional mail rebuilt from its row), with the producers' job options (attempts, backoff,
  // retention).
  const emailQueue = new Queue<EmailJob>(EMAIL_QUEUE, emailQueueSettings(connection, config.QUEUE_PREFIX));
  const chunkQueue = new Queue<BroadcastChunkJob>(
    BROADCAST_EMAIL_QUEUE,
    emailQueueSettings(connection, config.QUEUE_PREFIX),
  );
  chunkQueue.on('error', () => undefined);
  const broadcastQueue = new Queue<FanOutJob>(BROADCAST_QUEUE, { connection, prefix: config.QUEUE_PREFIX });
  emailQueue.on('error', () => undefined);
  broadcastQueue.on('error', () => undefined);
  const fanOuts = new Worker<FanOutJob>(
    BROADCAST_QUEUE,
    (job: Job<FanOutJob>) => fanOutBroadcast({ prisma, chunkQueue, logger }, job),
    {
      connection,
      concurrency: 1,
      prefix: config.QUEUE_PREFIX,
      // A fan-out is idempotent and rare: BullMQ's default lock is fine and spares busy machines false stalls.
      lockDuration: FAN_OUT_LOCK_MS,
    },
  );
  fanOuts.on('error', (error) =>
    logger.error(`fan-out worker error: ${error.message}`, undefined, 'Broadcast'),
  );
  fanOuts.on('failed', (job, error) =>
    logger.warn(`fan-out of ${job?.data.broadcastId} failed: ${error.message}`, 'Broadcast'),
  );

  const reconciler = new BroadcastReconciler({
    prisma,
    redis: probe,
    emailQueue,
    chunkQueue,
    broadcastQueue,
    logger,
    graceSeconds: config.EMAIL_RECONCILE_SECONDS,
    lockPrefix: config.QUEUE_PREFIX ?? 'bull',
    seal: new PendingMailSeal(config.JWT_SECRET),
  });
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, task: () => Promise<unknown>, what: string) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      task()
        .catch((error: unknown) => logger.warn(`${what} failed: ${String(error)}`, 'EmailWorker'))
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  let sendRate: number | undefined;
  const refreshSendRate = async () => {
    sendRate = await applySendRate(emailQueue, () => settings.group('email'), logger, sendRate);
    return sendRate;
  };
  await refreshSendRate();
  every(SEND_RATE_REFRESH_MS, refreshSendRate, 'send rate refresh');
  every(COMPLETION_CHECK_MS, () => completeFinishedBroadcasts(prisma), 'broadcast completion check');
  every(config.EMAIL_RECONCILE_SECONDS * 1_000, () => reconciler.runOnce(), 'reconciler pass');

  const watchdog = new EventLoopWatchdog().start();
  const health = createHealthServer(
    {
      database: () => prisma.$queryRaw`SELECT 1`,
      redis: () => probe.ping(),
    },
    watchdog,
    loggingReadinessReport({
      warn: (message) => logger.warn(message, 'Readiness'),
      log: (message) => logger.log(message, 'Readiness'),
    }),
  );
  await new Promise<void>((resolve) => health.listen(config.PORT, config.HOST, resolve));
  const port = (health.address() as AddressInfo).port;
  logger.log(
    `email worker consuming queues "email", "broadcast-email" and "broadcast", health on port ${port}`,
    'Bootstrap',
  );

  return {
    port,
    watchdog,
    exitWhenBlocked: () => watchdog.exitWhenBlockedFor(EVENT_LOOP_LIMITS.exitBlockMs, 'email-worker'),
    reconcile: () => reconciler.runOnce(),
    applySendRate: refreshSendRate,
    stop: async () => {
      timers.forEach(clearInterval);
      await Promise.all([workers.email.close(), workers.chunks.close(), fanOuts.close()]);
      await Promise.all([emailQueue.close(), chunkQueue.close(), broadcastQueue.close()]);
      await new Promise<void>((resolve) => health.close(() => resolve()));
      watchdog.stop();
      senders.close();
      connection.disconnect();
      probe.disconnect();
      await prisma.$disconnect();
    },
  };
}
