import { type WorkerLogger } from './worker-logger.js';
import { BROADCAST_TEXTS } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import {
  EMAIL_QUEUE,
  EXPIRED_EMAIL_REASON,
  REDACTED_EMAIL_TEXT,
  SEND_BROADCAST_EMAIL_JOB,
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
import { classifySmtpFailure, smtpErrorText } from './delivery/smtp-errors.js';
import { type MailSender } from './mail-sender.js';
import { sendEmail, type OutgoingEmail } from './smtp-transport.js';

export interface EmailWorkerDeps {
  /** BullMQ connection: must be created with `maxRetriesPerRequest: null`. */
  connection: Redis;
  prisma: PrismaClient;
  /** The transport and sender of the current settings, asked for each message. */
  sender: () => Promise<MailSender>;
  /** The site name and address broadcast emails are signed with and link to. */
  site: () => Promise<{ name: string; url: string }>;
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
export function createEmailWorker(deps: EmailWorkerDeps): Worker {
  const { prisma, logger } = deps;
  const outage = new OutageBackoff();
  const claims = new EmailLogClaims(prisma, deps.claimLeaseSeconds);
  const broadcasts = new Map<string, { subject: string; message: string }>();

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

  /** The broadcast email for a claimed row, or the reason it must not be sent. */
  const composeBroadcastEmail = async (row: ClaimedEmailLog): Promise<OutgoingEmail | string> => {
    if (row.userFullName === null) return BROADCAST_TEXTS.recipientDeleted;
    if (row.userOptedOut) return BROADCAST_TEXTS.recipientUnsubscribed;
    const [content, site] = await Promise.all([broadcastContent(row.broadcastId as string), deps.site()]);
    const email = renderBroadcastEmail({
      subject: content.subject,
      message: content.message,
      fullName: row.userFullName,
      siteName: site.name,
      siteUrl: site.url,
      unsubscribeToken: row.id,
    });
    return { to: row.recipient, ...email };
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
  // BullMQ reports every reconnect attempt while Redis is down: one line per outage is enough.
  let outageLogged = false;
  worker.on('error', (error) => {
    if (outageLogged) return;
    outageLogged = true;
    logger.error(
      `worker error (further errors are quiet until a job completes): ${error.message}`,
      undefined,
      'EmailWorker',
    );
  });
  worker.on('completed', () => {
    outageLogged = false;
  });
  return worker;
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
