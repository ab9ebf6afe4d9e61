import 'reflect-metadata';
import { createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase } from '@pac/db/testing';
import {
  EMAIL_QUEUE,
  EXPIRED_EMAIL_REASON,
  MailOutbox,
  MailQueue,
  PendingMailSeal,
  emailJobIdFor,
  type EmailJob,
} from '@pac/server-kit';
import { TEST_JWT_SECRET, testRedisUrl } from '@pac/server-kit/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmailWorker, type RunningEmailWorker } from './email-worker-process.js';
import { eventually } from './testing/eventually.js';
import { SmtpSink } from './testing/smtp-sink.js';
import { testWorkerConfig } from './testing/worker-config.js';

/**
 * Transactional mail whose job Redis lost: the email log row keeps the message sealed while pending, and the
 * reconciler queues it again (or fails it once its code or link has expired). The reconciler runs only when a test
 * calls it (its timer is an hour), and rows are made old enough for it by moving their updated_at back.
 */
describe('transactional mail left pending (the reconciler re-queues it)', { timeout: 60_000 }, () => {
  const prefix = `test-requeue-${randomUUID().slice(0, 8)}`;
  const seal = new PendingMailSeal(TEST_JWT_SECRET);
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let prisma: PrismaClient;
  let sink: SmtpSink;
  let worker: RunningEmailWorker;
  let redis: Redis;
  let mailQueue: MailQueue;
  let queue: Queue<EmailJob>;
  let outbox: MailOutbox;

  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url);
    sink = new SmtpSink();
    await sink.start();
    worker = await startEmailWorker(
      await testWorkerConfig(
        { databaseUrl: database.url, smtpUrl: sink.url, prefix },
        { EMAIL_RECONCILE_SECONDS: '3600' },
      ),
      'fatal',
    );
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    mailQueue = new MailQueue(redis.duplicate(), { prefix });
    queue = new Queue<EmailJob>(EMAIL_QUEUE, { connection: redis, prefix });
    outbox = new MailOutbox(mailQueue, prisma, seal);
  });

  afterAll(async () => {
    await mailQueue?.onApplicationShutdown();
    await worker?.stop();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    redis?.disconnect();
    await sink?.stop();
    await prisma?.$disconnect();
    await database?.drop();
  });

  /** Everything Redis holds under this run's queue prefix, as one string. */
  async function everythingInRedis(): Promise<string> {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    const values = await Promise.all(
      keys.map(async (key) => {
        const type = await redis.type(key);
        if (type === 'hash') return JSON.stringify(await redis.hgetall(key));
        if (type === 'string') return (await redis.get(key)) ?? '';
        if (type === 'list') return (await redis.lrange(key, 0, -1)).join('\n');
        if (type === 'set') return (await redis.smembers(key)).join('\n');
        if (type === 'zset') return (await redis.zrange(key, '0', '-1')).join('\n');
        if (type === 'stream') return JSON.stringify(await redis.xrange(key, '-', '+'));
        return '';
      }),
    );
    return `${keys.join('\n')}\n${values.join('\n')}`;
  }

  /** The whole email_logs row as PostgreSQL renders it: every column, as text. */
  const rowAsText = async (id: string) => {
    const rows = await prisma.$queryRaw<Array<{ row: string }>>`
      SELECT row_to_json(e)::text AS row FROM email_logs e WHERE e.id = ${id}::uuid`;
    return rows[0]?.row ?? '';
  };

  /**
   * A code mailed as identity mails it (row with the sealed message and its expiry, then a secret job), but held
   * back `delayMs` so a test can act while it is pending.
   */
  async function mailCode(options: { delayMs: number; expiresInMs?: number }) {
    const code = String(randomInt(100_000, 1_000_000));
    const subject = `Your verification code ${randomUUID().slice(0, 8)}`;
    const emailLogId = randomUUID();
    const message = {
      to: 'reader@example.com',
      subject,
      text: `Your verification code is: ${code}`,
      emailLogId,
      secret: true,
    };
    await prisma.emailLog.create({
      data: {
        id: emailLogId,
        recipient: message.to,
        subject,
        pendingMessage: seal.seal(message),
        expiresAt: new Date(Date.now() + (options.expiresInMs ?? 10 * 60_000)),
      },
    });
    const jobId = await mailQueue.enqueue(message, {
      priority: 'transactional',
      secret: true,
      delayMs: options.delayMs,
    });
    return { code, subject, emailLogId, jobId };
  }

  /** Past the reconciler's grace period: the row looks as if it was written an hour and a half ago. */
  const age = (id: string) =>
    prisma.$executeRaw`UPDATE email_logs SET updated_at = now() - interval '90 minutes' WHERE id = ${id}::uuid`;

  const emailLogStatus = (id: string, status: string) =>
    eventually(async () => {
      const row = await prisma.emailLog.findUniqueOrThrow({ where: { id } });
      return row.status === status ? row : undefined;
    });

  const delivered = (subject: string) => sink.messages.filter((message) => message.subject === subject);

  it('keeps the pending message sealed: the row holds no code in plain text', async () => {
    const mail = await mailCode({ delayMs: 60_000 });
    const row = await prisma.emailLog.findUniqueOrThrow({ where: { id: mail.emailLogId } });
    expect(row.pendingMessage).toBeTruthy();
    expect(await rowAsText(mail.emailLogId)).not.toContain(mail.code);
    expect(seal.open(mail.emailLogId, row.pendingMessage as string).text).toContain(mail.code);
    await queue.remove(mail.jobId);
  });

  it('queues a pending mail whose job Redis lost again, and it is delivered once', async () => {
    const lost = await mailCode({ delayMs: 60_000 });
    // Redis forgets the job (flushed, restarted empty, an enqueue that never landed).
    expect(await queue.remove(lost.jobId)).toBe(1);
    await age(lost.emailLogId);

    const report = await worker.reconcile();
    expect(report.transactionalRequeued).toBe(1);
    await emailLogStatus(lost.emailLogId, 'sent');
    expect(delivered(lost.subject)).toHaveLength(1);
    expect(delivered(lost.subject)[0]?.body).toContain(lost.code);

    // Sent: a second pass adds nothing, and the row is no longer pending.
    expect((await worker.reconcile()).transactionalRequeued).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(delivered(lost.subject)).toHaveLength(1);
  });

  it('adds nothing while the job is still in Redis: the mail goes once, when its job runs', async () => {
    const waiting = await mailCode({ delayMs: 2_000 });
    await age(waiting.emailLogId);
    expect(await queue.getJobState(waiting.jobId)).toBe('delayed');

    const report = await worker.reconcile();
    expect(report.transactionalRequeued).toBe(0);
    await emailLogStatus(waiting.emailLogId, 'sent');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(delivered(waiting.subject)).toHaveLength(1);
  });

  it('keeps the code nowhere once sent: neither in Redis nor on the email log row', async () => {
    const lost = await mailCode({ delayMs: 60_000 });
    await queue.remove(lost.jobId);
    await age(lost.emailLogId);
    await worker.reconcile();
    const row = await emailLogStatus(lost.emailLogId, 'sent');
    expect(delivered(lost.subject)[0]?.body).toContain(lost.code);
    expect(row.pendingMessage).toBeNull();
    expect(await rowAsText(lost.emailLogId)).not.toContain(lost.code);
    await eventually(async () => ((await queue.getJob(lost.jobId)) ? undefined : true));
    expect(await everythingInRedis()).not.toContain(lost.code);
  });

  it('fails a pending code past its ten minutes instead of sending it, and clears its message', async () => {
    const stale = await mailCode({ delayMs: 60_000, expiresInMs: -60_000 });
    await queue.remove(stale.jobId);
    await age(stale.emailLogId);

    const report = await worker.reconcile();
    expect(report.transactionalExpired).toBeGreaterThanOrEqual(1);
    expect(report.transactionalRequeued).toBe(0);
    const row = await prisma.emailLog.findUniqueOrThrow({ where: { id: stale.emailLogId } });
    expect(row).toMatchObject({ status: 'failed', errorMessage: EXPIRED_EMAIL_REASON, pendingMessage: null });
    expect(await queue.getJob(emailJobIdFor(stale.emailLogId))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(delivered(stale.subject)).toHaveLength(0);
  });

  it('does not send a code whose job runs after it expired (a long outage): the row is failed instead', async () => {
    const late = await mailCode({ delayMs: 0, expiresInMs: -1_000 });
    const row = await emailLogStatus(late.emailLogId, 'failed');
    expect(row).toMatchObject({ errorMessage: EXPIRED_EMAIL_REASON, pendingMessage: null });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(delivered(late.subject)).toHaveLength(0);
  });

  // Content's and billing's mail go through the same shared outbox as identity's: the reconciler covers them too.
  it.each([
    {
      kind: 'contactAcknowledgement',
      prepare: (to: string, marker: string) =>
        outbox.prepare(
          'contact-acknowledgement',
          { email: to },
          { enquiryType: 'Subscription Enquiry', reference: marker },
        ),
    },
    {
      kind: 'receipt',
      prepare: (to: string, marker: string) =>
        outbox.prepare(
          'payment-receipt',
          { email: to },
          {
            fullName: 'Ann Reader',
            plan: 'pro',
            amountPence: 1_999,
            currency: 'gbp',
            paidAt: new Date(),
            invoiceId: `in_${marker}`,
            siteUrl: 'https://site.example',
          },
        ),
    },
  ])(
    're-queues a $kind sent through the shared outbox whose job Redis lost, delivered once',
    async ({ prepare }) => {
      const marker = randomUUID();
      const to = `reader-${marker.slice(0, 8)}@example.com`;
      // Held back, so the job is still waiting when the test removes it.
      const prepared = prepare(to, marker);
      await outbox.record(prepared);
      await mailQueue.enqueue(prepared.job, { delayMs: 60_000 });
      const emailLogId = prepared.row.id;
      const row = await prisma.emailLog.findUniqueOrThrow({ where: { id: emailLogId } });
      expect(row.pendingMessage).toBeTruthy();
      expect(await rowAsText(emailLogId)).not.toContain(marker);

      expect(await queue.remove(emailJobIdFor(emailLogId))).toBe(1);
      await age(emailLogId);
      expect((await worker.reconcile()).transactionalRequeued).toBe(1);
      const sent = await emailLogStatus(emailLogId, 'sent');
      expect(sent.pendingMessage).toBeNull();
      expect((await worker.reconcile()).transactionalRequeued).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const deliveredTo = sink.messages.filter((message) => message.to.includes(to));
      expect(deliveredTo).toHaveLength(1);
      expect(deliveredTo[0]?.subject).toBe(prepared.job.subject);
      expect(deliveredTo[0]?.body).toContain(marker);
    },
  );
});
