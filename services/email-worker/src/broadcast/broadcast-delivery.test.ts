import 'reflect-metadata';
import { createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase } from '@pac/db/testing';
import { MailQueue } from '@pac/server-kit';
import { testRedisUrl } from '@pac/server-kit/testing';
import { Redis } from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailWorkerConfigSchema } from '../config/email-worker.config.js';
import { startEmailWorker, type RunningEmailWorker } from '../email-worker-process.js';
import { startPrivateRedis } from '../testing/private-redis.js';
import { SmtpSink } from '../testing/smtp-sink.js';
import { eventually as poll } from '../testing/eventually.js';
import { testWorkerEnv } from '../testing/worker-config.js';

/**
 * The broadcast pipeline end to end against real PostgreSQL, Redis and an SMTP server: every intended recipient
 * gets exactly one email, also when the SMTP server goes away for a while, Redis forgets everything mid-run, or the
 * worker process is killed mid-run.
 */
const FREE_USERS = 1_000;
const WORKER_TIMINGS = {
  // Short so a dead worker's recipients are taken over within seconds (production: 120 s, 30 s, 30 s).
  EMAIL_CLAIM_LEASE_SECONDS: '2',
  EMAIL_LOCK_SECONDS: '2',
  EMAIL_RECONCILE_SECONDS: '1',
};

/** The delivery runs below take tens of seconds on a busy machine. */
const eventually = <T>(read: () => Promise<T | undefined>, timeoutMs = 60_000) => poll(read, timeoutMs);

describe('broadcast delivery', { timeout: 120_000 }, () => {
  const prefix = `test-broadcast-${randomUUID().slice(0, 8)}`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let prisma: PrismaClient;
  const sink = new SmtpSink();
  let producerConnection: Redis;
  let mailQueue: MailQueue;
  let worker: RunningEmailWorker;

  const workerEnv = (overrides: Record<string, string> = {}) =>
    testWorkerEnv(
      { databaseUrl: database.url, smtpUrl: sink.url, prefix },
      { PUBLIC_SITE_URL: 'https://deals.example.com', ...WORKER_TIMINGS, ...overrides },
    );

  const broadcastTo = async (recipients: 'free' | 'professional', subject: string, queue = mailQueue) => {
    const broadcast = await prisma.broadcast.create({
      data: { subject, message: 'Our <b>spring</b> update.\n\nNew calculator features.', recipients },
    });
    await queue.enqueueBroadcast(broadcast.id);
    return broadcast;
  };

  /** Waits for the broadcast to complete, then checks the inbox and the log rows agree: one email each. */
  const expectEachRecipientOnce = async (broadcastId: string, subject: string, recipients: number) => {
    const finished = await eventually(async () => {
      const row = await prisma.broadcast.findUniqueOrThrow({ where: { id: broadcastId } });
      return row.status === 'completed' ? row : undefined;
    });
    expect(finished.totalRecipients).toBe(recipients);
    expect(finished.sentCount).toBe(recipients);
    expect(finished.failedCount).toBe(0);
    const counts = sink.countsFor(subject);
    expect(counts.size).toBe(recipients);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
    expect(await prisma.emailLog.count({ where: { broadcastId, status: 'sent' } })).toBe(recipients);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url);
    await prisma.user.createMany({
      data: Array.from({ length: FREE_USERS }, (_, index) => ({
        fullName: `Reader${index} Example`,
        email: `reader${index}@example.com`,
        emailNormalized: `reader${index}@example.com`,
        passwordHash: 'not-used',
        plan: 'free' as const,
      })),
    });
    await prisma.user.createMany({
      data: ['ok-one', 'no-such-mailbox', 'ok-two'].map((name) => ({
        fullName: `${name} Pro`,
        email: `${name}@example.com`,
        emailNormalized: `${name}@example.com`,
        passwordHash: 'not-used',
        plan: 'professional' as const,
      })),
    });
    // The limiter would otherwise hold the test to the default 50 emails per second.
    await prisma.setting.create({ data: { group: 'email', key: 'sendRatePerSecond', value: 5_000 } });
    await sink.start(0);
    producerConnection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    mailQueue = new MailQueue(producerConnection, { prefix });
    worker = await startEmailWorker(emailWorkerConfigSchema.parse(await workerEnv()), 'fatal');
  });

  afterAll(async () => {
    await worker?.stop();
    await mailQueue?.onApplicationShutdown();
    await sink.stop();
    await prisma?.$disconnect();
    await database?.drop();
  });

  it('sends 1,000 recipients exactly one plain-text email each, greeted by name, with an unsubscribe link, and lets a sign-in code overtake it', async () => {
    const subject = `Spring update ${randomUUID().slice(0, 6)}`;
    const broadcast = await broadcastTo('free', subject);
    // A sign-in code sent while the broadcast runs goes ahead of the broadcast mail still queued.
    await sink.until(() => sink.recipientCount(subject) >= 50);
    await mailQueue.enqueue({ to: 'signing-in@example.com', subject: 'Your code', text: 'Code: 123456' });
    await sink.until(() => sink.recipientCount('Your code') === 1);
    expect(sink.countsFor(subject).size).toBeLessThan(FREE_USERS / 2);
    await expectEachRecipientOnce(broadcast.id, subject, FREE_USERS);

    const message = sink.messages.find(
      (sunk) => sunk.subject === subject && sunk.to[0] === 'reader7@example.com',
    );
    expect(message?.headers.get('content-type')).toMatch(/^text\/plain/);
    // The admin's markup arrives as the characters typed, never as HTML.
    expect(message?.body).toContain('Hi Reader7,');
    expect(message?.body).toContain('Our <b>spring</b> update.');
    const log = await prisma.emailLog.findFirstOrThrow({
      where: { broadcastId: broadcast.id, recipient: 'reader7@example.com' },
    });
    expect(message?.headers.get('list-unsubscribe')).toBe(
      `<https://deals.example.com/api/email/unsubscribe?token=${log.id}>`,
    );
    expect(message?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(message?.body).toContain(`https://deals.example.com/email/unsubscribe?token=${log.id}`);
  });

  it('skips users who unsubscribed', async () => {
    await prisma.user.update({
      where: { emailNormalized: 'ok-two@example.com' },
      data: { emailOptOutAt: new Date() },
    });
    const subject = `Pro news ${randomUUID().slice(0, 6)}`;
    const broadcast = await broadcastTo('professional', subject);
    await eventually(async () =>
      (await prisma.broadcast.findUniqueOrThrow({ where: { id: broadcast.id } })).status === 'completed'
        ? true
        : undefined,
    );
    expect([...sink.countsFor(subject).keys()].sort()).toEqual([
      'no-such-mailbox@example.com',
      'ok-one@example.com',
    ]);
    await prisma.user.update({
      where: { emailNormalized: 'ok-two@example.com' },
      data: { emailOptOutAt: null },
    });
  });

  it('records a recipient the SMTP server rejects as failed, with the server’s error text', async () => {
    sink.reject('no-such-mailbox@example.com');
    const subject = `Pro tips ${randomUUID().slice(0, 6)}`;
    const broadcast = await broadcastTo('professional', subject);
    const finished = await eventually(async () => {
      const row = await prisma.broadcast.findUniqueOrThrow({ where: { id: broadcast.id } });
      return row.status === 'completed' ? row : undefined;
    });
    expect({ sent: finished.sentCount, failed: finished.failedCount }).toEqual({ sent: 2, failed: 1 });
    const failed = await prisma.emailLog.findFirstOrThrow({
      where: { broadcastId: broadcast.id, status: 'failed' },
    });
    expect(failed.recipient).toBe('no-such-mailbox@example.com');
    expect(failed.errorMessage).toMatch(/550.*Recipient address rejected/);
    expect(failed.sentAt).toBeNull();
    expect([...sink.countsFor(subject).keys()].sort()).toEqual(['ok-one@example.com', 'ok-two@example.com']);
  });

  it('delivers everything once after the SMTP server refused connections for a while', async () => {
    const subject = `Outage ${randomUUID().slice(0, 6)}`;
    const broadcast = await broadcastTo('free', subject);
    await sink.until(() => sink.recipientCount(subject) >= 200);
    await sink.stop();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // Meanwhile nothing was lost or given up: the rest wait as pending, with the reason recorded.
    const waiting = await prisma.emailLog.count({ where: { broadcastId: broadcast.id, status: 'pending' } });
    expect(waiting).toBeGreaterThan(0);
    expect(await prisma.emailLog.count({ where: { broadcastId: broadcast.id, status: 'failed' } })).toBe(0);
    await sink.start();
    await expectEachRecipientOnce(broadcast.id, subject, FREE_USERS);
  });

  it('completes with no loss and no duplicate when Redis is flushed mid-run', async () => {
    const redis = await startPrivateRedis();
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const queue = new MailQueue(connection, { prefix });
    const flushed = await startEmailWorker(
      emailWorkerConfigSchema.parse(await workerEnv({ REDIS_URL: redis.url })),
      'fatal',
    );
    try {
      const subject = `Flush ${randomUUID().slice(0, 6)}`;
      const broadcast = await broadcastTo('free', subject, queue);
      await sink.until(() => sink.recipientCount(subject) >= 200);
      const admin = new Redis(redis.url);
      await admin.flushall();
      admin.disconnect();
      await expectEachRecipientOnce(broadcast.id, subject, FREE_USERS);
    } finally {
      await flushed.stop();
      await queue.onApplicationShutdown();
      await redis.stop();
    }
  });

  it('completes with every recipient emailed once after the worker process is killed mid-run', async () => {
    // The shared worker steps aside so the killed process is the only one sending.
    await worker.stop();
    const here = path.dirname(fileURLToPath(import.meta.url));
    const main = path.resolve(here, '../main.ts');
    const env = {
      ...process.env,
      ...(await workerEnv({ LOG_LEVEL: 'warn' })),
      // The worker from source, as its own process (tsx, with the Nest decorator settings).
      TSX_TSCONFIG_PATH: path.resolve(here, '../../../tsconfig.source-run.json'),
    };
    let output = '';
    const startProcess = (): ChildProcess => {
      const started = spawn(process.execPath, ['--conditions=@pac/source', '--import', 'tsx', main], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return started;
    };

    const subject = `Crash ${randomUUID().slice(0, 6)}`;
    let child = startProcess();
    try {
      const broadcast = await broadcastTo('free', subject);
      await sink
        .until(() => sink.recipientCount(subject) >= 300)
        .catch((error: Error) => {
          throw new Error(`${error.message}; worker process said:\n${output.slice(-3_000)}`);
        });
      // Freeze mid-conversation: messages in flight stay unconfirmed while the confirmed ones are recorded.
      sink.hold();
      await eventually(async () => (sink.heldCount > 0 ? true : undefined), 10_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      child.kill('SIGKILL');
      await once(child, 'exit');
      sink.releaseUnconfirmed();
      expect(sink.countsFor(subject).size).toBeLessThan(FREE_USERS);

      child = startProcess();
      await expectEachRecipientOnce(broadcast.id, subject, FREE_USERS);
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      worker = await startEmailWorker(emailWorkerConfigSchema.parse(await workerEnv()), 'fatal');
    }
  });
});
