import 'reflect-metadata';
import { createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase } from '@pac/db/testing';
import { EMAIL_QUEUE, MailQueue, REDACTED_EMAIL_TEXT, type EmailJob } from '@pac/server-kit';
import { testRedisUrl } from '@pac/server-kit/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmailWorker, type RunningEmailWorker } from './email-worker-process.js';
import { eventually } from './testing/eventually.js';
import { SmtpSink } from './testing/smtp-sink.js';
import { testWorkerConfig } from './testing/worker-config.js';

describe('mail that carries a code or reset link (secret jobs)', () => {
  const prefix = `test-${randomUUID().slice(0, 8)}`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let prisma: PrismaClient;
  let sink: SmtpSink;
  let worker: RunningEmailWorker;
  let redis: Redis;
  let mailQueue: MailQueue;
  let queue: Queue<EmailJob>;

  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url);
    sink = new SmtpSink();
    await sink.start();
    worker = await startEmailWorker(
      await testWorkerConfig({ databaseUrl: database.url, smtpUrl: sink.url, prefix }),
      'fatal',
    );
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    mailQueue = new MailQueue(redis.duplicate(), { prefix });
    queue = new Queue<EmailJob>(EMAIL_QUEUE, { connection: redis, prefix });
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

  async function enqueueCode(to: string, secret: boolean) {
    const code = String(randomInt(100_000, 1_000_000));
    const subject = `Your verification code ${randomUUID().slice(0, 8)}`;
    const log = await prisma.emailLog.create({ data: { recipient: to, subject } });
    const jobId = await mailQueue.enqueue(
      { to, subject, text: `Your verification code is: ${code}`, emailLogId: log.id },
      { priority: 'transactional', secret },
    );
    return { code, subject, jobId, logId: log.id };
  }

  const emailLogStatus = (id: string, status: string) =>
    eventually(async () => {
      const row = await prisma.emailLog.findUniqueOrThrow({ where: { id } });
      return row.status === status ? row : undefined;
    });

  it('keeps an ordinary message after sending, so the Redis scan below does see job texts', async () => {
    const sent = await enqueueCode('plain@example.com', false);
    await emailLogStatus(sent.logId, 'sent');
    await eventually(async () => ((await queue.getJobState(sent.jobId)) === 'completed' ? true : undefined));
    expect(await everythingInRedis()).toContain(sent.code);
  });

  it('removes a secret job once sent: the code reaches the inbox and nowhere in Redis', async () => {
    const sent = await enqueueCode('reader@example.com', true);
    await emailLogStatus(sent.logId, 'sent');
    expect(sink.messages.find((message) => message.subject === sent.subject)?.body).toContain(sent.code);
    await eventually(async () => ((await queue.getJob(sent.jobId)) ? undefined : true));
    expect(await everythingInRedis()).not.toContain(sent.code);
  });

  it('keeps a secret job that failed for good, for diagnosis, but without its text', async () => {
    sink.reject('nobody@example.com');
    const failed = await enqueueCode('nobody@example.com', true);
    await emailLogStatus(failed.logId, 'failed');
    const job = await eventually(async () => {
      const current = await queue.getJob(failed.jobId);
      return current?.data.text === REDACTED_EMAIL_TEXT ? current : undefined;
    });
    expect(job.data).toMatchObject({ to: 'nobody@example.com', subject: failed.subject, secret: true });
    expect(job.failedReason).toMatch(/550|rejected/i);
    expect(await queue.getJobState(failed.jobId)).toBe('failed');
    expect(await everythingInRedis()).not.toContain(failed.code);
  });
});
