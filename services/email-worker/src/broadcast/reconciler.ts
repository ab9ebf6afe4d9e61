import { type WorkerLogger } from '../worker-logger.js';
import { type Prisma, type PrismaClient } from '@pac/db';
import { BROADCAST_TEXTS } from '@pac/contracts';
import {
  EXPIRED_EMAIL_REASON,
  FAN_OUT_BROADCAST_JOB,
  MAIL_PRIORITY,
  SEND_BROADCAST_CHUNK_JOB,
  SEND_EMAIL_JOB,
  broadcastChunkJobIdFor,
  emailJobIdFor,
  fanOutJobIdFor,
  sendEmailJobOptions,
  type BroadcastChunkJob,
  type EmailJob,
  type FanOutJob,
  type PendingMailSeal,
} from '@pac/server-kit/mail-queue';
import { type Queue } from 'bullmq';
import { type Redis } from 'ioredis';
import { completeFinishedBroadcasts } from './broadcast-completion.js';

export interface ReconcilerDeps {
  prisma: PrismaClient;
  redis: Redis;
  /** Transactional mail. */
  emailQueue: Queue<EmailJob>;
  /** Chunks of broadcast recipients. */
  chunkQueue: Queue<BroadcastChunkJob>;
  broadcastQueue: Queue<FanOutJob>;
  logger: WorkerLogger;
  /** Work younger than this is left alone: it may be between its database row and its job. */
  graceSeconds: number;
  /** Redis key prefix of the run-one-at-a-time lock (the queue prefix). */
  lockPrefix: string;
  /** Opens the sealed message a pending transactional row keeps (the producers' key, from JWT_SECRET). */
  seal: PendingMailSeal;
}

export interface ReconcileReport {
  fanOutsRequeued: number;
  /** Broadcast chunk jobs queued again, and the pending emails they stand for. */
  chunksRequeued: number;
  emailsRequeued: number;
  broadcastsCompleted: number;
  /** Transactional mail (codes, links, notices) queued again from its row. */
  transactionalRequeued: number;
  /** Pending transactional mail past its useful life, failed instead of sent. */
  transactionalExpired: number;
}

/** Why a pending row whose sealed message does not open (another JWT_SECRET, altered) is failed. */
const UNREADABLE_MESSAGE_REASON = 'Not sent: its stored message could not be opened to queue it again';

/** States in which a job still stands for its work; anything else (gone, done, given up) needs a new one. */
const LIVE_STATES = new Set(['waiting', 'prioritized', 'delayed', 'active', 'waiting-children', 'paused']);
const BATCH = 1_000;

/**
 * The database is the source of truth for broadcasts and transactional mail; Redis only carries the work. Each pass
 * re-enqueues what no job stands for any more (Redis restarted empty or was flushed, a job was removed): broadcasts
 * whose fan-out never finished, pending broadcast emails nobody holds, and pending transactional mail (rebuilt from
 * the sealed message its row keeps while pending; failed instead once past its useful life). Deterministic job ids and the email log claim make a
 * re-enqueue harmless when the original job was alive after all.
 */
export class BroadcastReconciler {
  constructor(private readonly deps: ReconcilerDeps) {}

  async runOnce(): Promise<ReconcileReport> {
    const report: ReconcileReport = {
      fanOutsRequeued: 0,
      chunksRequeued: 0,
      emailsRequeued: 0,
      broadcastsCompleted: 0,
      transactionalRequeued: 0,
      transactionalExpired: 0,
    };
    const lockKey = `${this.deps.lockPrefix}:broadcast-reconciler`;
    // One worker at a time; the lock expires on its own if its holder dies mid-pass.
    const locked = await this.deps.redis.set(lockKey, String(process.pid), 'EX', 120, 'NX');
    if (!locked) return report;
    try {
      report.fanOutsRequeued = await this.requeueFanOuts();
      Object.assign(report, await this.requeueChunks());
      report.broadcastsCompleted = await completeFinishedBroadcasts(this.deps.prisma);
      report.transactionalExpired = await this.expireTransactional();
      report.transactionalRequeued = await this.requeueTransactional();
    } finally {
      await this.deps.redis.del(lockKey);
    }
    if (report.fanOutsRequeued || report.emailsRequeued || report.transactionalRequeued)
      this.deps.logger.warn(
        `reconciler re-enqueued ${report.fanOutsRequeued} fan-outs, ${report.chunksRequeued} broadcast chunks ` +
          `(${report.emailsRequeued} emails) ` +
          `and ${report.transactionalRequeued} transactional emails`,
        'Reconciler',
      );
    if (report.transactionalExpired)
      this.deps.logger.warn(
        `reconciler failed ${report.transactionalExpired} transactional emails that expired unsent`,
        'Reconciler',
      );
    return report;
  }

  private cutoff(): Date {
    return new Date(Date.now() - this.deps.graceSeconds * 1_000);
  }

  private async requeueFanOuts(): Promise<number> {
    const { prisma, broadcastQueue } = this.deps;
    const unfinished = await prisma.broadcast.findMany({
      where: { status: { in: ['queued', 'sending'] }, fannedOutAt: null, createdAt: { lt: this.cutoff() } },
      select: { id: true },
    });
    let requeued = 0;
    for (const { id } of unfinished) {
      const jobId = fanOutJobIdFor(id);
      if (!(await this.replaceDeadJob(broadcastQueue, jobId))) continue;
      await broadcastQueue.add(FAN_OUT_BROADCAST_JOB, { broadcastId: id }, { jobId });
      requeued += 1;
    }
    return requeued;
  }

  /**
   * Broadcast rows are sent by their chunk's job (`email_logs.chunk_id`, job id derived from it): each chunk with an
   * unheld pending row past the grace period gets its job again only if no live job has that id, so rows waiting in
   * a live chunk are not queued twice however long the queue is.
   */
  private async requeueChunks(): Promise<{ chunksRequeued: number; emailsRequeued: number }> {
    const { prisma, chunkQueue } = this.deps;
    const none = { chunksRequeued: 0, emailsRequeued: 0 };
    const [{ chunks }] = await prisma.$queryRaw<[{ chunks: number }]>`
      SELECT count(*)::int AS chunks FROM (
        SELECT DISTINCT broadcast_id, chunk_id FROM email_logs
         WHERE status = 'pending' AND broadcast_id IS NOT NULL) AS pending`;
    if (chunks === 0) return none;
    // Cheap check first: while the queue holds at least as many jobs as there are chunks with pending rows,
    // nothing was lost; only when jobs are missing is each chunk looked up (a large broadcast must not pay for it).
    const counts = await chunkQueue.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
    const queued = Object.values(counts).reduce((sum, count) => sum + count, 0);
    if (queued >= chunks) return none;

    // Rows without a chunk (left by an older worker) become their own, keyed by their recipient.
    await prisma.$executeRaw`
      UPDATE email_logs SET chunk_id = user_id
       WHERE status = 'pending' AND broadcast_id IS NOT NULL AND chunk_id IS NULL AND user_id IS NOT NULL`;
    const stuck = new Map<string, { broadcastId: string; chunkId: string; rows: number }>();
    const batches = this.unheldPendingRows({ broadcastId: { not: null } }, (where) =>
      prisma.emailLog.findMany({
        where,
        orderBy: { id: 'asc' },
        take: BATCH,
        select: { id: true, broadcastId: true, userId: true, chunkId: true },
      }),
    );
    for await (const rows of batches) {
      const orphans = rows.filter((row) => !row.userId);
      if (orphans.length)
        await prisma.emailLog.updateMany({
          where: { id: { in: orphans.map((row) => row.id) }, status: 'pending' },
          data: { status: 'failed', errorMessage: BROADCAST_TEXTS.recipientDeleted },
        });
      for (const row of rows) {
        if (!row.userId || !row.chunkId) continue;
        const jobId = broadcastChunkJobIdFor(row.broadcastId as string, row.chunkId);
        const entry = stuck.get(jobId);
        if (entry) entry.rows += 1;
        else stuck.set(jobId, { broadcastId: row.broadcastId as string, chunkId: row.chunkId, rows: 1 });
      }
    }

    const requeued = { chunksRequeued: 0, emailsRequeued: 0 };
    await Promise.all(
      [...stuck].map(async ([jobId, { broadcastId, chunkId, rows }]) => {
        if (!(await this.replaceDeadJob(chunkQueue, jobId))) return;
        await chunkQueue.add(SEND_BROADCAST_CHUNK_JOB, { broadcastId, chunkId }, { jobId });
        requeued.chunksRequeued += 1;
        requeued.emailsRequeued += rows;
      }),
    );
    return requeued;
  }

  /**
   * Pending transactional mail past its useful life (a code's minutes, a link's lifetime) is failed, its sealed
   * message cleared: sent late it would only mislead. A row a worker holds right now is left to that worker.
   */
  private async expireTransactional(): Promise<number> {
    const now = new Date();
    const { count } = await this.deps.prisma.emailLog.updateMany({
      where: {
        status: 'pending',
        broadcastId: null,
        expiresAt: { lte: now },
        OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }],
      },
      data: {
        status: 'failed',
        claimedUntil: null,
        errorMessage: EXPIRED_EMAIL_REASON,
        pendingMessage: null,
      },
    });
    return count;
  }

  /**
   * Transactional mail whose job Redis lost (flushed, restarted empty, an enqueue that timed out, a job removed) is
   * rebuilt from the sealed message its pending row keeps, under the same job id: while the original job lives,
   * nothing is added, and the email log claim sends a message once even if both ran.
   */
  private async requeueTransactional(): Promise<number> {
    const { prisma, emailQueue, seal } = this.deps;
    let requeued = 0;
    const batches = this.unheldPendingRows({ broadcastId: null, pendingMessage: { not: null } }, (where) =>
      prisma.emailLog.findMany({
        where,
        orderBy: { id: 'asc' },
        take: BATCH,
        select: { id: true, pendingMessage: true },
      }),
    );
    for await (const rows of batches) {
      for (const row of rows) {
        const jobId = emailJobIdFor(row.id);
        if (!(await this.replaceDeadJob(emailQueue, jobId))) continue;
        let message: EmailJob;
        try {
          message = seal.open(row.id, row.pendingMessage as string);
        } catch {
          await prisma.emailLog.updateMany({
            where: { id: row.id, status: 'pending' },
            data: { status: 'failed', errorMessage: UNREADABLE_MESSAGE_REASON, pendingMessage: null },
          });
          continue;
        }
        await emailQueue.add(SEND_EMAIL_JOB, message, {
          jobId,
          ...sendEmailJobOptions(message, MAIL_PRIORITY.transactional),
        });
        requeued += 1;
      }
    }
    return requeued;
  }

  /**
   * Pending email log rows matching `where` that no worker holds (never claimed, or the claim lapsed) and that are
   * older than the grace period, a batch at a time in id order; `find` reads one batch with the columns it needs.
   */
  private async *unheldPendingRows<Row extends { id: string }>(
    where: Prisma.EmailLogWhereInput,
    find: (where: Prisma.EmailLogWhereInput) => Promise<Row[]>,
  ): AsyncGenerator<Row[]> {
    let after: string | undefined;
    const now = new Date();
    for (;;) {
      const rows = await find({
        ...where,
        status: 'pending',
        updatedAt: { lt: this.cutoff() },
        OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }],
        ...(after ? { id: { gt: after } } : {}),
      });
      if (rows.length === 0) return;
      after = rows[rows.length - 1]?.id;
      yield rows;
    }
  }

  /** True when no live job holds this id (a finished or failed one is removed so the id can be used again). */
  private async replaceDeadJob(queue: Queue, jobId: string): Promise<boolean> {
    const state = await queue.getJobState(jobId);
    if (state === 'unknown') return true;
    if (LIVE_STATES.has(state)) return false;
    // 0 when it is locked: it came alive meanwhile, so leave it.
    return (await queue.remove(jobId).catch(() => 0)) === 1;
  }
}
