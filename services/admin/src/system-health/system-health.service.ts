import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { overallHealth, type HealthCheck, type HealthState, type SystemHealthData } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import {
  BROADCAST_CHUNK_SIZE,
  BROADCAST_EMAIL_QUEUE,
  EMAIL_QUEUE,
  PRISMA,
  REDIS,
  SettingsReader,
  assertRedisConnected,
  dependencyErrorSummary,
} from '@pac/server-kit';
import { Queue } from 'bullmq';
import { type Redis } from 'ioredis';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ADMIN_CONFIG, type AdminConfig } from '../config/admin.config.js';
import { probeSmtp } from './smtp-probe.js';

/** A check slower than this is a warning. */
const SLOW_MS = 1_000;
/** Mail waiting longer than this many jobs, or failed within the hour beyond this, is a warning. */
const QUEUE_BACKLOG_WARNING = 1_000;

/**
 * Real checks behind the System Health page and the dashboard: PostgreSQL answers a query, the SMTP server of the
 * settings (else SMTP_URL) greets, Redis answers PING, the email queue has a worker and no large backlog, and this
 * API's event loop is responsive.
 */
@Injectable()
export class SystemHealthService implements OnApplicationShutdown {
  private readonly queue: Queue;
  /** Broadcasts go out as chunk jobs on their own queue; a stuck broadcast shows here as well. */
  private readonly broadcastQueue: Queue;
  private readonly loop = monitorEventLoopDelay({ resolution: 20 });

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ADMIN_CONFIG) private readonly config: AdminConfig,
    private readonly settings: SettingsReader,
  ) {
    this.queue = new Queue(EMAIL_QUEUE, { connection: redis.duplicate(), prefix: config.QUEUE_PREFIX });
    this.queue.on('error', () => undefined);
    this.broadcastQueue = new Queue(BROADCAST_EMAIL_QUEUE, {
      connection: redis.duplicate(),
      prefix: config.QUEUE_PREFIX,
    });
    this.broadcastQueue.on('error', () => undefined);
    this.loop.enable();
  }

  async check(): Promise<SystemHealthData> {
    const [database, email, redis, queue] = await Promise.all([
      this.timed(async () => {
        await this.prisma.$queryRaw`SELECT 1`;
        return { state: 'healthy', description: 'PostgreSQL answers queries' };
      }),
      this.timed(() => this.checkSmtp()),
      this.timed(async () => {
        assertRedisConnected(this.redis);
        await this.redis.ping();
        return { state: 'healthy', description: 'Redis answers' };
      }),
      this.timed(() => this.checkQueue()),
    ]);
    const api = this.checkApi();
    const checks = { database, email, redis, queue, api };
    return {
      status: overallHealth(Object.values(checks).map((c) => c.status)),
      checked_at: new Date().toISOString(),
      uptime: Math.round(process.uptime()),
      checks,
    };
  }

  private async checkSmtp(): Promise<{ state: HealthState; description: string }> {
    const email = await this.settings.group('email');
    const url = new URL(this.config.SMTP_URL);
    const host = typeof email.smtpHost === 'string' && email.smtpHost ? email.smtpHost : url.hostname;
    const port = email.smtpHost
      ? Number(email.smtpPort) || 587
      : Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587);
    const probe = await probeSmtp(host, port);
    return probe.ok
      ? { state: 'healthy', description: `Mail server ${probe.detail}` }
      : { state: 'unhealthy', description: `Mail server ${probe.detail}` };
  }

  private async checkQueue(): Promise<{ state: HealthState; description: string }> {
    // The queue lives in Redis: while Redis is known down, say so at once instead of waiting for the deadline.
    assertRedisConnected(this.redis);
    const [counts, broadcastCounts, workers] = await Promise.all([
      this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'failed'),
      this.broadcastQueue.getJobCounts('waiting', 'prioritized', 'delayed', 'failed'),
      this.queue.getWorkersCount(),
    ]);
    const waitingOf = (c: Record<string, number>) =>
      (c.waiting ?? 0) + (c.prioritized ?? 0) + (c.delayed ?? 0);
    const waiting = waitingOf(counts);
    const batches = waitingOf(broadcastCounts);
    const failed = (counts.failed ?? 0) + (broadcastCounts.failed ?? 0);
    const summary =
      `${waiting} waiting, ` +
      (batches > 0 ? `${batches} broadcast batch${batches === 1 ? '' : 'es'} waiting, ` : '') +
      `${failed} failed, ${workers} worker${workers === 1 ? '' : 's'}`;
    if (workers === 0) return { state: 'unhealthy', description: `No email worker is running (${summary})` };
    // A batch stands for up to BROADCAST_CHUNK_SIZE emails; the warning counts emails either way.
    if (waiting + batches * BROADCAST_CHUNK_SIZE > QUEUE_BACKLOG_WARNING)
      return { state: 'warning', description: `Email backlog: ${summary}` };
    return { state: 'healthy', description: `Email queue: ${summary}` };
  }

  private checkApi(): HealthCheck {
    const p99 = Math.round(this.loop.percentile(99) / 1e6);
    this.loop.reset();
    const memory = Math.round(process.memoryUsage().rss / 1_048_576);
    return {
      status: p99 > 200 ? 'warning' : 'healthy',
      description: `Admin API responding (event loop p99 ${p99} ms, ${memory} MB)`,
      last_checked: new Date().toISOString(),
      latency_ms: p99,
    };
  }

  private async timed(run: () => Promise<{ state: string; description: string }>): Promise<HealthCheck> {
    const started = Date.now();
    let result: { state: string; description: string };
    try {
      result = await Promise.race([
        run(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out after 5 s')), 5_000)),
      ]);
    } catch (error) {
      result = { state: 'unhealthy', description: `Check failed: ${dependencyErrorSummary(error)}` };
    }
    const latency = Date.now() - started;
    const status = (
      result.state === 'healthy' && latency > SLOW_MS ? 'warning' : result.state
    ) as HealthState;
    return {
      status,
      description: result.description,
      last_checked: new Date().toISOString(),
      latency_ms: latency,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    this.loop.disable();
    await this.queue.close().catch(() => undefined);
    await this.broadcastQueue.close().catch(() => undefined);
  }
}
