import 'reflect-metadata';
import { EVENT_LOOP_CHECK, READINESS_CHECK_ERRORS, readinessSchema } from '@pac/contracts';
import { createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase } from '@pac/db/testing';
import { EMAIL_QUEUE, MailQueue, SEND_EMAIL_JOB } from '@pac/server-kit';
import { closedPort, testRedisUrl } from '@pac/server-kit/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { MailDev } from 'maildev';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmailWorker, type RunningEmailWorker } from './email-worker-process.js';
import { eventually } from './testing/eventually.js';
import { testWorkerConfig } from './testing/worker-config.js';

describe('email worker', () => {
  // A private key prefix keeps this run's jobs away from any other worker on the same Redis.
  const prefix = `test-${randomUUID().slice(0, 8)}`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let prisma: PrismaClient;
  let maildev: MailDev;
  let worker: RunningEmailWorker;
  let producerConnection: Redis;
  let mailQueue: MailQueue;

  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url);
    const smtpPort = await closedPort();
    maildev = new MailDev({ smtp: smtpPort, ip: '127.0.0.1', disableWeb: true, silent: true });
    await maildev.start();
    const config = await testWorkerConfig({
      databaseUrl: database.url,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      prefix,
    });
    worker = await startEmailWorker(config, 'error');
    producerConnection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    mailQueue = new MailQueue(producerConnection, { prefix });
  });

  afterAll(async () => {
    await mailQueue?.onApplicationShutdown();
    await worker?.stop();
    await maildev?.stop();
    await prisma?.$disconnect();
    await database?.drop();
  });

  it('delivers a queued message over SMTP and marks its email log sent', async () => {
    const log = await prisma.emailLog.create({
      data: { recipient: 'ann@example.com', subject: 'Welcome to the course' },
    });
    const jobId = await mailQueue.enqueue({
      to: 'ann@example.com',
      subject: 'Welcome to the course',
      text: 'Lesson one is waiting for you.',
      html: '<p>Lesson one is waiting for you.</p>',
      emailLogId: log.id,
    });
    expect(jobId).toBe(`email-log-${log.id}`);

    const storage = maildev.getServers()?.storage;
    const delivered = await eventually(async () => {
      const emails = (await storage?.getAll()) ?? [];
      return emails.find((email) => email.subject === 'Welcome to the course');
    });
    expect(delivered.to.map((address) => address.address)).toEqual(['ann@example.com']);
    expect(delivered.text?.trim()).toBe('Lesson one is waiting for you.');
    expect(delivered.from[0]?.address).toBe('no-reply@propertyanalysis.local');

    const row = await eventually(async () => {
      const current = await prisma.emailLog.findUniqueOrThrow({ where: { id: log.id } });
      return current.status === 'sent' ? current : undefined;
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
  });

  it('keeps a message pending with the reason while SMTP is unreachable, without using up its attempts', async () => {
    // A second worker on its own prefix whose SMTP server is down: an outage pauses the queue, it fails nobody.
    const failingPrefix = `${prefix}-down`;
    const failing = await startEmailWorker(
      await testWorkerConfig({
        databaseUrl: database.url,
        smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
        prefix: failingPrefix,
      }),
      'fatal',
    );
    const queue = new Queue(EMAIL_QUEUE, { connection: producerConnection, prefix: failingPrefix });
    try {
      const log = await prisma.emailLog.create({ data: { recipient: 'bob@example.com', subject: 'Unsent' } });
      await queue.add(
        SEND_EMAIL_JOB,
        { to: 'bob@example.com', subject: 'Unsent', text: 'Not delivered yet', emailLogId: log.id },
        { attempts: 1 },
      );
      const row = await eventually(async () => {
        const current = await prisma.emailLog.findUniqueOrThrow({ where: { id: log.id } });
        return current.errorMessage ? current : undefined;
      });
      expect(row.status).toBe('pending');
      expect(row.errorMessage).toMatch(/SMTP server unavailable: .*(ECONNREFUSED|connect)/i);
      expect(row.sentAt).toBeNull();
      const job = (await queue.getJobs(['wait', 'prioritized', 'active', 'delayed']))[0];
      expect(job?.attemptsMade ?? 0).toBe(0);
    } finally {
      await queue.close();
      await failing.stop();
    }
  });

  it('answers live and ready on its health port', async () => {
    const live = await fetch(`http://127.0.0.1:${worker.port}/health/live`);
    expect(live.status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${worker.port}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      service: 'email-worker',
      status: 'healthy',
      checks: {
        database: { status: 'healthy' },
        redis: { status: 'healthy' },
        [EVENT_LOOP_CHECK]: { status: 'healthy' },
      },
    });
  });

  it('answers not ready, naming its event loop, after the loop was held over a second; live all along; ready again after', async () => {
    const end = performance.now() + 1_200;
    while (performance.now() < end) Math.sqrt(end);
    const lagging = await fetch(`http://127.0.0.1:${worker.port}/health/ready`);
    expect(lagging.status).toBe(503);
    expect(readinessSchema.parse(await lagging.json())).toMatchObject({
      service: 'email-worker',
      status: 'unhealthy',
      checks: { [EVENT_LOOP_CHECK]: { status: 'unhealthy', error: READINESS_CHECK_ERRORS.lagging } },
    });
    expect((await fetch(`http://127.0.0.1:${worker.port}/health/live`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect((await fetch(`http://127.0.0.1:${worker.port}/health/ready`)).status).toBe(200);
  });
});
