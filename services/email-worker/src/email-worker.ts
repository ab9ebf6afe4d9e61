import { type WorkerLogger } from './worker-logger.js';
import { BROADCAST_TEXTS } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import {
  BROADCAST_CHUNK_SIZE,
  BROADCAST_EMAIL_QUEUE,
  EMAIL_QUEUE,
  EXPIRED_EMAIL_REASON,
  REDACTED_EMAIL_TEXT,
  SEND_BROADCAST_EMAIL_JOB,
  broadcastChunkJobSchema,
  broadcastEmailJobSchema,
  emailJobSchema,
  type EmailJob,
} from '@pac/server-kit/mail-queue';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { type Redis } from 'ioredis';
import { renderBroadcastEmail } from './broadcast/broadcast-email.js';
import {
  EmailLogClaims,
  markEmailFailed,
  releaseEmailLog,
  type ClaimedEmailLog,
} from './delivery/email-log-claims.js';
import { MessageSlots } from './delivery/message-slots.js';
import { classifySmtpFailure, smtpErrorText } from './delivery/smtp-errors.js';
import { type MailSender } from './mail-sender.js';
import { SendPermits } from './send-rate.js';
import { sendEmail, type OutgoingEmail } from './smtp-transport.js';

export interface EmailWorkerDeps {
  /** BullMQ connection: must be created with `maxRetriesPerRequest: null`. */
  connection: Redis;
  prisma: PrismaClient;
  /** The transport and sender of the current settings, asked for each message. */
  sender: () => Promise<MailSender>;
  /** The site name and address broadcast emails are signed with and link to. */
  site: () => Promise<{ name: string; url: string }>;
  /** Jobs on the `email` queue in hand at once, and broadcast messages in flight at once. */
  concurrency: number;
  /** How long a worker holds an email log row while sending (longer than any SMTP timeout). */
  claimLeaseSeconds: number;
  /** BullMQ lock: a job whose worker died is handed to another after this. */
  lockSeconds: number;
  /** BullMQ key prefix (QUEUE_PREFIX); the producers' MailModule must use the same. */
  prefix?: string;
  logger: WorkerLogger;
}

type Outcome = { messageId: string } | { skipped: string };
type BroadcastContent = { subject: string; message: string };
type Site = { name: string; url: string };
/** What a chunk job did with the rows it could claim. */
interface ChunkOutcome {
  sent: number;
  /** Not sendable (recipient deleted or unsubscribed) or refused for good: failed with the reason. */
  failed: number;
}

export interface EmailWorkers {
  /** The `email` queue: transactional mail (and broadcast email jobs queued before chunks). */
  email: Worker;
  /** The `broadcast-email` queue: chunks of broadcast recipients. */
  chunks: Worker;
}

/**
 * While the SMTP server is down the whole queue waits, twice as long after each failed round, up to 30 s. The
 * messages in flight together fail together: they share one pause instead of each doubling it.
 */
class OutageBackoff {
  private delayMs = 0;
  private pausedUntil = 0;
  next(): number {
    const now = Date.now();
    if (now < this.pausedUntil) return this.pausedUntil - now;
    this.delayMs = Math.min(this.delayMs ? this.delayMs * 2 : 1_000, 30_000);
    this.pausedUntil = now + this.delayMs;
    return this.delayMs;
  }
  reset(): void {
    this.delayMs = 0;
    this.pausedUntil = 0;
  }
}

/**
 * Consumes the `email` queue. A message with an email log row is sent only by the worker that claims the row
 * (see email-log-claims.ts), so no replay sends it twice. Failures: an SMTP outage pauses the queue without using
 * up attempts; a permanent refusal (5xx) fails the row with the server's words; anything else retries with
 * exponential backoff until the job's attempts are used up.
 */
export function createEmailWorkers(deps: EmailWorkerDeps): EmailWorkers {
  const { prisma, logger } = deps;
  const outage = new OutageBackoff();
  const claims = new EmailLogClaims(prisma, deps.claimLeaseSeconds);
  const broadcasts = new Map<string, BroadcastContent>();

  const broadcastContent = async (broadcastId: string) => {
    let content = broadcasts.get(broadcastId);
    if (!content) {
      content = await prisma.broadcast.findUniqueOrThrow({
        where: { id: broadcastId },
        select: { subject: true, message: true },
      });
      if (broadcasts.size >= 50) broadcasts.delete(broadcasts.keys().next().value as string);
      broadcasts.set(broadcastId, content);
    }
    return content;
  };

  /** Why a claimed broadcast row must not be sent, or null. */
  const unsendable = (row: ClaimedEmailLog): string | null => {
    if (row.userFullName === null) return BROADCAST_TEXTS.recipientDeleted;
    if (row.userOptedOut) return BROADCAST_TEXTS.recipientUnsubscribed;
    return null;
  };
  const renderFor = (row: ClaimedEmailLog, content: BroadcastContent, site: Site): OutgoingEmail => ({
    to: row.recipient,
    ...renderBroadcastEmail({
      subject: content.subject,
      message: content.message,
      fullName: row.userFullName ?? '',
      siteName: site.name,
      siteUrl: site.url,
      unsubscribeToken: row.id,
    }),
  });

  /** The broadcast email for a claimed row, or the reason it must not be sent. */
  const composeBroadcastEmail = async (row: ClaimedEmailLog): Promise<OutgoingEmail | string> => {
    const reason = unsendable(row);
    if (reason) return reason;
    const [content, site] = await Promise.all([broadcastContent(row.broadcastId as string), deps.site()]);
    return renderFor(row, content, site);
  };

  const send = async (job: Job, email: OutgoingEmail, emailLogId: string | undefined): Promise<Outcome> => {
    const attempt = job.attemptsMade + 1;
    try {
      const { transport, from } = await deps.sender();
      const messageId = await sendEmail(transport, from, email);
      outage.reset();
      if (emailLogId) await claims.markSent(emailLogId);
      logger.debug?.(`email sent (job ${job.id}, attempt ${attempt})`, 'EmailWorker');
      return { messageId };
    } catch (error) {
      const text = smtpErrorText(error);
      const kind = classifySmtpFailure(error);
      const record = (write: Promise<void>) =>
        write.catch((dbError: unknown) =>
          logger.error(`could not record email outcome: ${String(dbError)}`, undefined, 'EmailWorker'),
        );
      if (kind === 'outage') {
        if (emailLogId) await record(releaseEmailLog(prisma, emailLogId, `SMTP server unavailable: ${text}`));
        const waitMs = outage.next();
        logger.warn(`SMTP server unavailable (${text}); pausing the queue ${waitMs} ms`, 'EmailWorker');
        await worker.rateLimit(waitMs);
        throw Worker.RateLimitError();
      }
      if (kind === 'permanent') {
        if (emailLogId) await record(markEmailFailed(prisma, emailLogId, text));
        logger.warn(`email refused for good (job ${job.id}): ${text}`, 'EmailWorker');
        throw new UnrecoverableError(text);
      }
      const final = attempt >= (job.opts.attempts ?? 1);
      if (emailLogId)
        await record(
          final ? markEmailFailed(prisma, emailLogId, text) : releaseEmailLog(prisma, emailLogId, text),
        );
      logger.warn(`email attempt ${attempt} failed (job ${job.id}): ${text}`, 'EmailWorker');
      throw error;
    }
  };

  const deliverMessage = async (job: Job): Promise<Outcome> => {
    const parsed = emailJobSchema.safeParse(job.data);
    // A malformed job will never succeed; retrying it would only delay the log line.
    if (!parsed.success)
      throw new UnrecoverableError(`Invalid email job: ${parsed.error.issues[0]?.message}`);
    const email: EmailJob = parsed.data;
    if (email.emailLogId) {
      const row = await claims.claim(email.emailLogId);
      if (!row) return { skipped: 'sent, failed or being sent by another worker' };
      // A code or link that waited out its life (a long SMTP outage, a late re-queue) would only mislead.
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
        await markEmailFailed(prisma, row.id, EXPIRED_EMAIL_REASON);
        return { skipped: EXPIRED_EMAIL_REASON };
      }
    }
    return send(job, email, email.emailLogId);
  };

  const deliverBroadcastEmail = async (job: Job): Promise<Outcome> => {
    const parsed = broadcastEmailJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Invalid broadcast email job: ${parsed.error.message}`);
    const row = await claims.claim(parsed.data.emailLogId);
    if (!row) return { skipped: 'sent, failed or being sent by another worker' };
    if (!row.broadcastId) throw new UnrecoverableError('Email log row belongs to no broadcast');
    let email: OutgoingEmail | string;
    try {
      email = await composeBroadcastEmail(row);
    } catch (error) {
      await releaseEmailLog(prisma, row.id, String(error)).catch(() => undefined);
      throw error;
    }
    if (typeof email === 'string') {
      await markEmailFailed(prisma, row.id, email);
      return { skipped: email };
    }
    return send(job, email, row.id);
  };

  const slots = new MessageSlots(deps.concurrency);
  const leaseMs = deps.claimLeaseSeconds * 1_000;

  /**
   * Sends every pending row of one chunk that nobody else holds. Rows are claimed a window at a time (as many as
   * the Send Rate allows now, one statement), each by its own condition; each row is marked sent as soon as SMTP
   * accepted it (group commit with the other workers' rows), and fails or is released on its own. The job is
   * retried (with the queue's backoff) only for rows whose failure may pass; during an SMTP outage it releases the
   * rows, pauses the queue as a single email does, and waits inside the job without using up attempts.
   */
  const deliverBroadcastChunk = async (job: Job): Promise<ChunkOutcome> => {
    const parsed = broadcastChunkJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Invalid broadcast chunk job: ${parsed.error.message}`);
    const { broadcastId, chunkId } = parsed.data;
    const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const outcome: ChunkOutcome = { sent: 0, failed: 0 };
    // Rows this attempt is done with (sent, failed, or released to a later attempt): not claimed again by it.
    const done: string[] = [];
    let retryLater: string | undefined;
    let takeAgain = false;

    const deliverRow = async (
      row: ClaimedEmailLog,
      claimedAt: number,
      read: Promise<[BroadcastContent, Site, MailSender]>,
    ): Promise<void> => {
      // A row that waited half its lease for a slot goes back: no other worker may take it while we send.
      if (Date.now() - claimedAt > leaseMs / 2) {
        await releaseEmailLog(prisma, row.id, 'Waited too long for a connection; sent again shortly');
        takeAgain = true;
        return;
      }
      const reason = unsendable(row);
      if (reason) {
        done.push(row.id);
        await markEmailFailed(prisma, row.id, reason);
        outcome.failed += 1;
        return;
      }
      let email: OutgoingEmail;
      let sender: MailSender;
      try {
        const [content, site, current] = await read;
        email = renderFor(row, content, site);
        sender = current;
      } catch (error) {
        done.push(row.id);
        retryLater = String(error);
        await releaseEmailLog(prisma, row.id, String(error)).catch(() => undefined);
        return;
      }
      try {
        await sendEmail(sender.transport, sender.from, email);
      } catch (error) {
        const text = smtpErrorText(error);
        const kind = classifySmtpFailure(error);
        const record = (write: Promise<void>) =>
          write.catch((dbError: unknown) =>
            logger.error(`could not record email outcome: ${String(dbError)}`, undefined, 'EmailWorker'),
          );
        if (kind === 'outage') {
          // Not done: the row goes back and this job takes it again once the pause is over.
          await record(releaseEmailLog(prisma, row.id, `SMTP server unavailable: ${text}`));
          const waitMs = outage.next();
          logger.warn(`SMTP server unavailable (${text}); pausing the queue ${waitMs} ms`, 'EmailWorker');
          await worker.rateLimit(waitMs);
          takeAgain = true;
          return;
        }
        done.push(row.id);
        if (kind === 'permanent' || final) {
          await record(markEmailFailed(prisma, row.id, text));
          outcome.failed += 1;
          logger.warn(`broadcast email refused (chunk job ${job.id}): ${text}`, 'EmailWorker');
          return;
        }
        await record(releaseEmailLog(prisma, row.id, text));
        retryLater = text;
        return;
      }
      outage.reset();
      done.push(row.id);
      await claims.markSent(row.id);
      outcome.sent += 1;
    };

    for (;;) {
      // Stopping: what is left goes back to the queue and waits for the next worker.
      if (chunkWorker.closing) throw Worker.RateLimitError();
      takeAgain = false;
      const allowed = await permits.take(BROADCAST_CHUNK_SIZE);
      const rows = await claims.claimChunk(broadcastId, chunkId, allowed, done);
      await permits.giveBack(allowed - rows.length);
      if (rows.length === 0) break;
      const claimedAt = Date.now();
      // The content, the Site Name and the SMTP settings are read once for the rows claimed together.
      const read = Promise.all([broadcastContent(broadcastId), deps.site(), deps.sender()]);
      read.catch(() => undefined);
      const sending: Promise<void>[] = [];
      for (const row of rows) {
        await slots.acquire();
        sending.push(deliverRow(row, claimedAt, read).finally(() => slots.release()));
      }
      const results = await Promise.allSettled(sending);
      const crashed = results.find((result) => result.status === 'rejected');
      // A database write that failed: the job is retried; the claim keeps every row sent at most once.
      if (crashed) throw crashed.reason;
      // A chunk holds at most BROADCAST_CHUNK_SIZE rows: a full window took them all.
      if (!takeAgain && (rows.length < allowed || allowed >= BROADCAST_CHUNK_SIZE)) break;
    }
    // One line per chunk attempt, not per email: a 100,000-recipient broadcast stays readable at debug level.
    logger.debug?.(
      `broadcast chunk done (job ${job.id}): ${outcome.sent} sent, ${outcome.failed} failed`,
      'EmailWorker',
    );
    if (retryLater !== undefined) {
      logger.warn(
        `broadcast chunk attempt failed for some rows (job ${job.id}): ${retryLater}`,
        'EmailWorker',
      );
      throw new Error(`Some emails of the chunk failed and will be tried again: ${retryLater}`);
    }
    return outcome;
  };

  const worker: Worker = new Worker(
    EMAIL_QUEUE,
    (job: Job) => (job.name === SEND_BROADCAST_EMAIL_JOB ? deliverBroadcastEmail(job) : deliverMessage(job)),
    {
      connection: deps.connection,
      concurrency: deps.concurrency,
      prefix: deps.prefix,
      lockDuration: deps.lockSeconds * 1_000,
      stalledInterval: deps.lockSeconds * 1_000,
    },
  );
  // BullMQ reports every reconnect attempt while Redis is down: one line per outage is enough (both workers).
  let outageLogged = false;
  const permits = new SendPermits(deps.connection, {
    limiter: worker.keys.limiter as string,
    meta: worker.keys.meta as string,
  });
  const chunkWorker: Worker = new Worker(BROADCAST_EMAIL_QUEUE, deliverBroadcastChunk, {
    connection: deps.connection,
    // Enough chunks in hand that one claims while the others send: their messages share the worker's slots.
    concurrency: Math.max(2, Math.ceil((2 * deps.concurrency) / BROADCAST_CHUNK_SIZE)),
    prefix: deps.prefix,
    lockDuration: deps.lockSeconds * 1_000,
    stalledInterval: deps.lockSeconds * 1_000,
  });
  chunkWorker.on('failed', (job, error) => {
    if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
      logger.error(
        `broadcast chunk job ${job.id} gave up after ${job.attemptsMade} attempts: ${error.message}`,
        undefined,
        'EmailWorker',
      );
  });
  worker.on('failed', (job, error) => {
    if (job) void forgetSecretOfFailedJob(job, logger);
    if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
      logger.error(
        `email job ${job.id} gave up after ${job.attemptsMade} attempts: ${error.message}`,
        undefined,
        'EmailWorker',
      );
    }
  });
  // Both workers share one outage line: the first error is logged, the rest stay quiet until a job completes.
  for (const each of [worker, chunkWorker]) {
    each.on('error', (error) => {
      if (outageLogged) return;
      outageLogged = true;
      logger.error(
        `worker error (further errors are quiet until a job completes): ${error.message}`,
        undefined,
        'EmailWorker',
      );
    });
    each.on('completed', () => {
      outageLogged = false;
    });
  }
  return { email: worker, chunks: chunkWorker };
}

/**
 * A job whose text holds a code or reset link (`secret`) is removed once sent (its job options); one that failed for
 * good stays for diagnosis, but without its text. A retried job keeps its text: the next attempt needs it.
 */
async function forgetSecretOfFailedJob(job: Job, logger: WorkerLogger): Promise<void> {
  const parsed = emailJobSchema.safeParse(job.data);
  if (!parsed.success || !parsed.data.secret) return;
  try {
    if (!(await job.isFailed())) return;
    await job.updateData({ ...parsed.data, text: REDACTED_EMAIL_TEXT, html: undefined });
  } catch (error) {
    logger.error(
      `could not remove the text of failed job ${job.id}: ${String(error)}`,
      undefined,
      'EmailWorker',
    );
  }
}
