/**
 * Broadcast benchmark: one broadcast to 100,000 seeded users through the real pipeline (the admin service's
 * enqueue → fan-out job → one job per chunk of 50 recipients → the built email worker processes → pooled SMTP) into a
 * local SMTP sink, against sending the same number of emails straight from nodemailer to that sink over the same
 * number of pooled connections, measured in the same run. Prints emails per second for both, their ratio, and the
 * count of missing and duplicate emails (both must be 0).
 *
 *   npm run bench -- broadcast    (BENCH_RECIPIENTS, default 100000; BENCH_WORKERS processes, default 2;
 *                                  BENCH_CONCURRENCY per worker, default 50; BENCH_SMTP_CONNECTIONS, default 5;
 *                                  BENCH_WORKER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", for the
 *                                  worker processes)
 */
import { broadcastAudience, createPrismaClient } from '@pac/db';
import {
  BROADCAST_QUEUE,
  FAN_OUT_BROADCAST_JOB,
  FAN_OUT_JOB_OPTIONS,
  fanOutJobIdFor,
} from '@pac/server-kit/mail-queue';
import { Queue } from 'bullmq';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { Redis } from 'ioredis';
import { SmtpSink } from '@pac/email-worker/testing';
import { fmt, machineLine, printTable } from './lib/measure.js';
import { cpuBetween, cpuOfEach, ownCpuSeconds, pidsMatching } from './lib/process-cpu.js';
import { createBenchDatabase, ensureBuilt, repoRoot, resolveInfrastructure } from './lib/stack.js';
import { freePort } from '@pac/stack/net';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS || 100_000);
const WORKERS = Number(process.env.BENCH_WORKERS || 2);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 50);
const SMTP_CONNECTIONS = Number(process.env.BENCH_SMTP_CONNECTIONS || 5);
const WORKER_NODE_ARGS = (process.env.BENCH_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const MESSAGE =
  'Our spring update: seasonal rates, occupancy forecasts and JV splits are now in one report.\n'.repeat(5);

ensureBuilt(['@pac/email-worker']);
const infra = await resolveInfrastructure();
const database = await createBenchDatabase(infra.serverUrl, false);
const prisma = createPrismaClient(database.url);
const sink = new SmtpSink({ keepMessages: false });
await sink.start(0);
const queuePrefix = `bench_broadcast_${randomBytes(4).toString('hex')}`;
const workers: ChildProcess[] = [];

const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

try {
  console.info(`Broadcast benchmark · ${machineLine()}`);
  console.info(
    `infrastructure: ${infra.description}; ${WORKERS} email worker processes × concurrency ${CONCURRENCY}, ` +
      `${SMTP_CONNECTIONS} pooled SMTP connections each; SMTP sink in this process; send-rate limit set to its maximum`,
  );

  // Users, set-based: one INSERT … SELECT over generate_series.
  let started = Date.now();
  await prisma.$executeRaw`
    INSERT INTO users (id, full_name, email, email_normalized, password_hash, plan, updated_at)
    SELECT gen_random_uuid(), 'Reader' || n || ' Example', 'reader' || n || '@example.com',
           'reader' || n || '@example.com', 'not-a-real-hash', 'free', now()
      FROM generate_series(1, ${RECIPIENTS}::int) AS n`;
  await prisma.setting.create({ data: { group: 'email', key: 'sendRatePerSecond', value: 10_000 } });
  console.info(`seeded ${RECIPIENTS.toLocaleString('en-GB')} users in ${Date.now() - started} ms`);

  // Baseline: the same number of emails straight from nodemailer, same pool size × workers, same concurrency.
  const baselineSubject = `Baseline ${randomBytes(3).toString('hex')}`;
  const connections = SMTP_CONNECTIONS * WORKERS;
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: sink.port,
    ignoreTLS: true,
    pool: true,
    maxConnections: connections,
    maxMessages: Infinity,
  });
  started = Date.now();
  const baselineCpuBefore = process.cpuUsage();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY * WORKERS }, async () => {
      while (next < RECIPIENTS) {
        const n = ++next;
        await transport.sendMail({
          from: 'Property Analysis Calculator <no-reply@propertyanalysis.local>',
          to: `reader${n}@example.com`,
          subject: baselineSubject,
          text: `Hi Reader${n},\n\n${MESSAGE}`,
        });
      }
    }),
  );
  const baselineMs = Date.now() - started;
  const baselineCpu = ownCpuSeconds(baselineCpuBefore);
  transport.close();

  // The pipeline: the built worker processes, and the broadcast queued exactly as the admin service does it.
  for (let index = 0; index < WORKERS; index += 1) {
    const worker = spawn(
      process.execPath,
      [...WORKER_NODE_ARGS, path.join(repoRoot, 'services/email-worker/dist/main.js')],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PORT: String(await freePort()),
          DATABASE_URL: database.url,
          REDIS_URL: infra.redisUrl,
          QUEUE_PREFIX: queuePrefix,
          SMTP_URL: sink.url,
          // Required of every worker (it opens the sealed messages of pending transactional mail); none here.
          JWT_SECRET: randomBytes(32).toString('hex'),
          EMAIL_CONCURRENCY: String(CONCURRENCY),
          EMAIL_SMTP_CONNECTIONS: String(SMTP_CONNECTIONS),
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    workers.push(worker);
  }
  const connection = new Redis(infra.redisUrl, { maxRetriesPerRequest: null });
  // The admin service's MailQueue.enqueueBroadcast, without Nest: the same queue, job name, id and options.
  const queue = new Queue(BROADCAST_QUEUE, {
    connection,
    prefix: queuePrefix,
    defaultJobOptions: FAN_OUT_JOB_OPTIONS,
  });
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // workers connected and the limiter applied

  const subject = `Spring update ${randomBytes(3).toString('hex')}`;
  // CPU time (user + system, all threads, from /proc) of each part of the pipeline while it sends.
  const databaseName = new URL(database.url).pathname.slice(1);
  const cpuReading = () => ({
    workers: cpuOfEach(workers.map((worker) => worker.pid!)),
    postgres: cpuOfEach(pidsMatching('postgres: ', ` ${databaseName} `)),
    redis: cpuOfEach(pidsMatching('redis-server')),
  });
  const pipelineCpuBefore = { ...cpuReading(), bench: process.cpuUsage() };
  started = Date.now();
  const createdAt = new Date();
  const total = await prisma.user.count({ where: broadcastAudience({ recipients: 'all', createdAt }) });
  const broadcast = await prisma.broadcast.create({
    data: { subject, message: MESSAGE, recipients: 'all', totalRecipients: total, createdAt },
  });
  await queue.add(
    FAN_OUT_BROADCAST_JOB,
    { broadcastId: broadcast.id },
    { jobId: fanOutJobIdFor(broadcast.id) },
  );
  await waitFor(() => sink.recipientCount(subject) >= RECIPIENTS, 30 * 60_000, 'every recipient');
  const deliveredMs = Date.now() - started;
  const pipelineCpuAfter = cpuReading();
  const pipelineCpu = {
    workers: cpuBetween(pipelineCpuBefore.workers, pipelineCpuAfter.workers),
    postgres: cpuBetween(pipelineCpuBefore.postgres, pipelineCpuAfter.postgres),
    redis: cpuBetween(pipelineCpuBefore.redis, pipelineCpuAfter.redis),
    sink: ownCpuSeconds(pipelineCpuBefore.bench),
  };
  await waitFor(
    async () =>
      (await prisma.broadcast.findUniqueOrThrow({ where: { id: broadcast.id } })).status === 'completed',
    120_000,
    'the broadcast to be marked completed',
  );
  const finished = await prisma.broadcast.findUniqueOrThrow({ where: { id: broadcast.id } });
  // Late duplicates would arrive now, if any job could still send.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await queue.close();
  connection.disconnect();

  const counts = sink.countsFor(subject);
  let missing = 0;
  let duplicates = 0;
  for (let n = 1; n <= RECIPIENTS; n += 1) {
    const count = counts.get(`reader${n}@example.com`) ?? 0;
    if (count === 0) missing += 1;
    else duplicates += count - 1;
  }
  const pipelineRate = RECIPIENTS / (deliveredMs / 1000);
  const baselineRate = RECIPIENTS / (baselineMs / 1000);
  console.info(
    `fan-out (every recipient has a log row and a chunk job): ${finished.fannedOutAt!.getTime() - createdAt.getTime()} ms`,
  );
  printTable(
    ['path', 'emails', 'time', 'emails/s'],
    [
      [
        'broadcast pipeline (queue → fan-out → jobs → workers → SMTP)',
        String(RECIPIENTS),
        `${(deliveredMs / 1000).toFixed(1)} s`,
        fmt.rps(pipelineRate),
      ],
      [
        'nodemailer straight to the sink (baseline)',
        String(RECIPIENTS),
        `${(baselineMs / 1000).toFixed(1)} s`,
        fmt.rps(baselineRate),
      ],
    ],
  );
  console.info(`ratio pipeline / baseline: ${fmt.pct(pipelineRate / baselineRate)}`);
  const perEmail = (seconds: number) => `${((seconds * 1e6) / RECIPIENTS).toFixed(0)} µs`;
  const pipelineTotal = Object.values(pipelineCpu).reduce((sum, seconds) => sum + seconds, 0);
  console.info('\nCPU per email (user + system, all threads; Redis is a server shared with other work):');
  printTable(
    ['path', 'email workers', 'PostgreSQL (this database)', 'Redis', 'this process (sink, client)', 'total'],
    [
      [
        'broadcast pipeline',
        perEmail(pipelineCpu.workers),
        perEmail(pipelineCpu.postgres),
        perEmail(pipelineCpu.redis),
        perEmail(pipelineCpu.sink),
        perEmail(pipelineTotal),
      ],
      ['nodemailer straight to the sink', '–', '–', '–', perEmail(baselineCpu), perEmail(baselineCpu)],
    ],
  );
  console.info(
    `missing emails: ${missing}; duplicate emails: ${duplicates}; broadcast recorded sent ${finished.sentCount}, failed ${finished.failedCount}`,
  );
  if (missing !== 0 || duplicates !== 0) process.exitCode = 1;
} finally {
  for (const worker of workers) worker.kill('SIGTERM');
  await Promise.all(
    workers.map((worker) =>
      worker.exitCode === null ? new Promise((resolve) => worker.once('exit', resolve)) : undefined,
    ),
  );
  await sink.stop();
  await prisma.$disconnect();
  await database.drop().catch(() => undefined);
  await infra.stop();
}
