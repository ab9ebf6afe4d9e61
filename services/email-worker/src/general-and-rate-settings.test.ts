import 'reflect-metadata';
import { SETTINGS_DEFAULTS, createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase } from '@pac/db/testing';
import { EMAIL_QUEUE } from '@pac/server-kit/mail-queue';
import { MailQueue, SettingsReader, settingsNamespaceFor, type SettingValue } from '@pac/server-kit';
import { testRedisUrl } from '@pac/server-kit/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmailWorker, type RunningEmailWorker } from './email-worker-process.js';
import { eventually } from './testing/eventually.js';
import { SmtpSink } from './testing/smtp-sink.js';
import { testWorkerConfig } from './testing/worker-config.js';

/**
 * The two admin settings the worker honours besides the SMTP ones (smtp-settings.test.ts): General → Site Name
 * signs every broadcast email, Email → Send Rate is the queue's global limiter. Both take effect after a save
 * without a restart.
 */
describe('email worker with the admin Site Name and Send Rate', () => {
  const prefix = `test-${randomUUID().slice(0, 8)}`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let prisma: PrismaClient;
  let redis: Redis;
  let settings: SettingsReader;
  const sink = new SmtpSink();
  let worker: RunningEmailWorker;
  let mailQueue: MailQueue;
  let emailQueue: Queue;

  /** What the admin service does on save: store the values, then clear the group's settings cache. */
  async function save(group: 'general' | 'email', values: Record<string, SettingValue>): Promise<void> {
    for (const [key, value] of Object.entries(values)) {
      await prisma.setting.upsert({
        where: { group_key: { group, key } },
        create: { group, key, value },
        update: { value },
      });
    }
    await settings.invalidate(group);
  }

  /** Broadcasts to the one professional user and returns the text of the email it got. */
  async function broadcastText(subject: string): Promise<string> {
    const broadcast = await prisma.broadcast.create({
      data: { subject, message: 'News.', recipients: 'professional' },
    });
    await mailQueue.enqueueBroadcast(broadcast.id);
    const message = await eventually(async () => sink.messages.find((m) => m.subject === subject));
    return message.body;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url);
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    settings = new SettingsReader(prisma, redis, undefined, settingsNamespaceFor(database.url));
    await prisma.user.create({
      data: {
        fullName: 'Rita Reader',
        email: 'rita@example.com',
        emailNormalized: 'rita@example.com',
        passwordHash: 'not-used',
        plan: 'professional',
      },
    });
    await save('email', { sendRatePerSecond: 7 });
    await sink.start(0);
    worker = await startEmailWorker(
      await testWorkerConfig(
        { databaseUrl: database.url, smtpUrl: sink.url, prefix },
        { PUBLIC_SITE_URL: 'https://deals.example.com' },
      ),
      'error',
    );
    mailQueue = new MailQueue(redis, { prefix });
    emailQueue = new Queue(EMAIL_QUEUE, { connection: redis, prefix });
  });

  afterAll(async () => {
    await worker?.stop();
    await emailQueue?.close();
    await mailQueue?.onApplicationShutdown();
    await sink.stop();
    redis?.disconnect();
    await prisma?.$disconnect();
    await database?.drop();
  });

  it('signs broadcast emails with the saved Site Name, the next email after a save included', async () => {
    const before = await broadcastText('Before renaming');
    expect(before).toContain(
      `You are receiving this because you have an account with ${String(SETTINGS_DEFAULTS.general.siteName)}.`,
    );

    await save('general', { siteName: 'Deal Desk' });
    const after = await broadcastText('After renaming');
    expect(after).toContain('You are receiving this because you have an account with Deal Desk.');
  });

  it('limits the email queue to the saved Send Rate, and to a new one once applied', async () => {
    // Applied when the worker started.
    expect(await emailQueue.getMeta()).toMatchObject({ max: 7, duration: 1_000 });

    await save('email', { sendRatePerSecond: 3 });
    expect(await worker.applySendRate()).toBe(3);
    expect(await emailQueue.getMeta()).toMatchObject({ max: 3, duration: 1_000 });
  });
});
