import 'reflect-metadata';
import { createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase } from '@pac/db/testing';
import {
  BROADCAST_EMAIL_QUEUE,
  BROADCAST_QUEUE,
  EMAIL_QUEUE,
  PendingMailSeal,
  SEND_BROADCAST_CHUNK_JOB,
  SEND_BROADCAST_EMAIL_JOB,
  broadcastChunkJobIdFor,
  type BroadcastChunkJob,
  type EmailJob,
  type FanOutJob,
} from '@pac/server-kit/mail-queue';
import { SettingsReader, settingsNamespaceFor } from '@pac/server-kit/settings-reader';
import { TEST_JWT_SECRET, testRedisUrl } from '@pac/server-kit/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmailWorker, type RunningEmailWorker } from '../email-worker-process.js';
import { eventually } from '../testing/eventually.js';
import { SmtpSink } from '../testing/smtp-sink.js';
import { testWorkerConfig } from '../testing/worker-config.js';
import { BroadcastReconciler } from './reconciler.js';

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * One job sends a chunk of a broadcast's recipients (`email_logs.chunk_id`): each row is still claimed, sent,
 * failed or released on its own, and the reconciler re-queues a chunk only when no live job stands for it.
 * Real PostgreSQL, Redis and SMTP; the chunks here are written directly, as a fan-out writes them.
 */
describe('broadcast chunk jobs', { timeout: 60_000 }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let prisma: PrismaClient;
  let redis: Redis;
  const sink = new SmtpSink();
  const running: RunningEmailWorker[] = [];
  const queues: Queue[] = [];

  const startWorker = async (prefix: string) => {
    const worker = await startEmailWorker(
      await testWorkerConfig(
        { databaseUrl: database.url, smtpUrl: sink.url, prefix },
        { PUBLIC_SITE_URL: 'https://deals.example.com', EMAIL_RECONCILE_SECONDS: '3600' },
      ),
      'fatal',
    );
    running.push(worker);
    return worker;
  };
  const chunkQueueFor = (prefix: string) => {
    const queue = new Queue<BroadcastChunkJob>(BROADCAST_EMAIL_QUEUE, { connection: redis, prefix });
    queues.push(queue);
    return queue;
  };

  /** A fanned-out broadcast to `count` new users in one chunk (keyed by the first user), rows pending. */
  const broadcastChunk = async (count: number) => {
    const tag = randomUUID().slice(0, 8);
    const subject = `Chunk news ${tag}`;
    const broadcast = await prisma.broadcast.create({
      data: {
        subject,
        message: 'News.',
        recipients: 'all',
        status: 'sending',
        totalRecipients: count,
      },
    });
    const users = [];
    for (let index = 0; index < count; index += 1)
      users.push(
        await prisma.user.create({
          data: {
            fullName: `Reader${index} ${tag}`,
            email: `reader${index}-${tag}@example.com`,
            emailNormalized: `reader${index}-${tag}@example.com`,
            passwordHash: 'not-used',
          },
          select: { id: true, email: true },
        }),
      );
    const chunkId = users[0]!.id;
    await prisma.emailLog.createMany({
      data: users.map((user) => ({
        broadcastId: broadcast.id,
        userId: user.id,
        chunkId,
        recipient: user.email,
        subject,
      })),
    });
    // Fanned out only now, as the fan-out marks it: a completion check meanwhile would find nothing pending.
    await prisma.broadcast.update({ where: { id: broadcast.id }, data: { fannedOutAt: new Date() } });
    return { broadcast, subject, chunkId, users };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url);
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    await prisma.setting.create({ data: { group: 'email', key: 'sendRatePerSecond', value: 5_000 } });
    await sink.start(0);
  });

  afterAll(async () => {
    for (const worker of running) await worker.stop();
    for (const queue of queues) await queue.close();
    await sink.stop();
    redis?.disconnect();
    await prisma?.$disconnect();
    await database?.drop();
  });

  it('sends the rows of a chunk not yet sent, once each, also when two jobs run the same chunk', async () => {
    const prefix = `test-chunk-${randomUUID().slice(0, 8)}`;
    const { broadcast, subject, chunkId, users } = await broadcastChunk(6);
    await prisma.emailLog.updateMany({
      where: { broadcastId: broadcast.id, userId: users[2]!.id },
      data: { status: 'sent', sentAt: new Date() },
    });
    const queue = chunkQueueFor(prefix);
    // The chunk's own job and a stray second one (a replay) for the same rows.
    await queue.add(
      SEND_BROADCAST_CHUNK_JOB,
      { broadcastId: broadcast.id, chunkId },
      { jobId: broadcastChunkJobIdFor(broadcast.id, chunkId) },
    );
    await queue.add(SEND_BROADCAST_CHUNK_JOB, { broadcastId: broadcast.id, chunkId }, { jobId: 'replayed' });
    await startWorker(prefix);

    const finished = await eventually(async () => {
      const row = await prisma.broadcast.findUniqueOrThrow({ where: { id: broadcast.id } });
      return row.status === 'completed' ? row : undefined;
    });
    expect({ sent: finished.sentCount, failed: finished.failedCount }).toEqual({ sent: 6, failed: 0 });
    const counts = sink.countsFor(subject);
    expect([...counts.keys()].sort()).toEqual(
      users
        .filter((_, index) => index !== 2)
        .map((user) => user.email)
        .sort(),
    );
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    await eventually(async () =>
      (await queue.getJobCounts('completed')).completed === 2 ? true : undefined,
    );
  });

  it('fails a recipient the SMTP server refuses on its own, with the server’s words, and sends the rest', async () => {
    const prefix = `test-chunk-${randomUUID().slice(0, 8)}`;
    const { broadcast, subject, chunkId, users } = await broadcastChunk(5);
    const refused = users[3]!.email;
    sink.reject(refused);
    await startWorker(prefix);
    await chunkQueueFor(prefix).add(
      SEND_BROADCAST_CHUNK_JOB,
      { broadcastId: broadcast.id, chunkId },
      { jobId: broadcastChunkJobIdFor(broadcast.id, chunkId) },
    );

    const finished = await eventually(async () => {
      const row = await prisma.broadcast.findUniqueOrThrow({ where: { id: broadcast.id } });
      return row.status === 'completed' ? row : undefined;
    });
    expect({ sent: finished.sentCount, failed: finished.failedCount }).toEqual({ sent: 4, failed: 1 });
    const failed = await prisma.emailLog.findFirstOrThrow({
      where: { broadcastId: broadcast.id, status: 'failed' },
    });
    expect(failed.recipient).toBe(refused);
    expect(failed.errorMessage).toMatch(/550.*Recipient address rejected/);
    expect([...sink.countsFor(subject).keys()].sort()).toEqual(
      users
        .filter((user) => user.email !== refused)
        .map((user) => user.email)
        .sort(),
    );
  });

  it('re-queues a chunk whose job was lost, once, and leaves a chunk whose job waits alone', async () => {
    const prefix = `test-chunk-${randomUUID().slice(0, 8)}`;
    const waiting = await broadcastChunk(3);
    const lost = await broadcastChunk(4);
    const chunkQueue = chunkQueueFor(prefix);
    const emailQueue = new Queue<EmailJob>(EMAIL_QUEUE, { connection: redis, prefix });
    const broadcastQueue = new Queue<FanOutJob>(BROADCAST_QUEUE, { connection: redis, prefix });
    queues.push(emailQueue, broadcastQueue);
    const reconciler = new BroadcastReconciler({
      prisma,
      redis,
      emailQueue,
      chunkQueue,
      broadcastQueue,
      logger: quiet,
      graceSeconds: 0,
      lockPrefix: prefix,
      seal: new PendingMailSeal(TEST_JWT_SECRET),
    });
    // No worker yet: one chunk's job waits in the queue; the other's job is gone (Redis lost it).
    const waitingJobId = broadcastChunkJobIdFor(waiting.broadcast.id, waiting.chunkId);
    await chunkQueue.add(
      SEND_BROADCAST_CHUNK_JOB,
      { broadcastId: waiting.broadcast.id, chunkId: waiting.chunkId },
      { jobId: waitingJobId },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));

    const first = await reconciler.runOnce();
    expect({ chunks: first.chunksRequeued, emails: first.emailsRequeued }).toEqual({ chunks: 1, emails: 4 });
    const second = await reconciler.runOnce();
    expect({ chunks: second.chunksRequeued, emails: second.emailsRequeued }).toEqual({
      chunks: 0,
      emails: 0,
    });
    const jobs = await chunkQueue.getJobs(['waiting', 'prioritized']);
    expect(jobs.map((job) => job.id).sort()).toEqual(
      [waitingJobId, broadcastChunkJobIdFor(lost.broadcast.id, lost.chunkId)].sort(),
    );

    await startWorker(prefix);
    for (const { broadcast, subject, users } of [waiting, lost]) {
      await eventually(async () =>
        (await prisma.broadcast.findUniqueOrThrow({ where: { id: broadcast.id } })).status === 'completed'
          ? true
          : undefined,
      );
      const counts = sink.countsFor(subject);
      expect(counts.size).toBe(users.length);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
    }
    expect((await reconciler.runOnce()).chunksRequeued).toBe(0);
  });

  it('still sends a one-recipient job queued before chunks, once', async () => {
    const prefix = `test-chunk-${randomUUID().slice(0, 8)}`;
    const { broadcast, subject, users } = await broadcastChunk(1);
    const row = await prisma.emailLog.findFirstOrThrow({ where: { broadcastId: broadcast.id } });
    const emailQueue = new Queue(EMAIL_QUEUE, { connection: redis, prefix });
    queues.push(emailQueue);
    await emailQueue.add(SEND_BROADCAST_EMAIL_JOB, { emailLogId: row.id }, { jobId: 'left-from-before' });
    await emailQueue.add(SEND_BROADCAST_EMAIL_JOB, { emailLogId: row.id }, { jobId: 'and-its-replay' });
    await startWorker(prefix);
    await eventually(async () =>
      (await prisma.broadcast.findUniqueOrThrow({ where: { id: broadcast.id } })).status === 'completed'
        ? true
        : undefined,
    );
    expect([...sink.countsFor(subject)]).toEqual([[users[0]!.email, 1]]);
  });

  it('holds chunk emails to the Send Rate: the emails, not the jobs, are counted', async () => {
    const prefix = `test-chunk-${randomUUID().slice(0, 8)}`;
    const settings = new SettingsReader(prisma, redis, undefined, settingsNamespaceFor(database.url));
    await prisma.setting.update({
      where: { group_key: { group: 'email', key: 'sendRatePerSecond' } },
      data: { value: 4 },
    });
    await settings.invalidate('email');
    try {
      const { broadcast, subject, chunkId } = await broadcastChunk(10);
      await startWorker(prefix);
      const emailQueue = new Queue(EMAIL_QUEUE, { connection: redis, prefix });
      queues.push(emailQueue);
      expect(await emailQueue.getMeta()).toMatchObject({ max: 4, duration: 1_000 });
      const started = Date.now();
      await chunkQueueFor(prefix).add(
        SEND_BROADCAST_CHUNK_JOB,
        { broadcastId: broadcast.id, chunkId },
        { jobId: broadcastChunkJobIdFor(broadcast.id, chunkId) },
      );
      await sink.until(() => sink.recipientCount(subject) === 10, 30_000);
      // 4 a second (the job itself takes one of the first second's): 10 emails span at least three windows.
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      expect([...sink.countsFor(subject).values()].every((count) => count === 1)).toBe(true);
    } finally {
      await prisma.setting.update({
        where: { group_key: { group: 'email', key: 'sendRatePerSecond' } },
        data: { value: 5_000 },
      });
      await settings.invalidate('email');
    }
  });
});
