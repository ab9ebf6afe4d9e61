import { type LoggerService } from '@nestjs/common';
import { type PrismaClient } from '@pac/db';
import { EMAIL_QUEUE, emailJobSchema, type EmailJob } from '@pac/server-kit/email-job';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { type Redis } from 'ioredis';
import { recordEmailFailure, recordEmailSent } from './email-log.js';
import { type MailSender } from './mail-sender.js';
import { sendEmail } from './smtp-transport.js';

export interface EmailWorkerDeps {
  /** BullMQ connection: must be created with `maxRetriesPerRequest: null`. */
  connection: Redis;
  prisma: PrismaClient;
  /** The transport and sender of the current settings, asked for each message. */
  sender: () => Promise<MailSender>;
  concurrency: number;
  /** BullMQ key prefix (QUEUE_PREFIX); the producers' MailModule must use the same. */
  prefix?: string;
  logger: LoggerService;
}

/** Consumes the `email` queue: validate, send, record the outcome on the job's email log row if it has one. */
export function createEmailWorker(deps: EmailWorkerDeps): Worker<EmailJob> {
  const { prisma, logger } = deps;

  const processEmail = async (job: Job<EmailJob>): Promise<{ messageId: string }> => {
    const parsed = emailJobSchema.safeParse(job.data);
    // A malformed job will never succeed; retrying it would only delay the log line.
    if (!parsed.success)
      throw new UnrecoverableError(`Invalid email job: ${parsed.error.issues[0]?.message}`);
    const email = parsed.data;
    const attempt = job.attemptsMade + 1;
    try {
      const { transport, from } = await deps.sender();
      const messageId = await sendEmail(transport, from, email);
      if (email.emailLogId) await recordEmailSent(prisma, email.emailLogId, attempt);
      logger.log('email sent', { jobId: job.id, attempt, emailLogId: email.emailLogId }, 'EmailWorker');
      return { messageId };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = attempt >= (job.opts.attempts ?? 1);
      if (email.emailLogId) {
        await recordEmailFailure(prisma, email.emailLogId, attempt, message, final).catch(
          (dbError: unknown) =>
            logger.error(`could not record email failure: ${String(dbError)}`, undefined, 'EmailWorker'),
        );
      }
      logger.warn(`email attempt ${attempt} failed: ${message}`, 'EmailWorker');
      throw error;
    }
  };

  const worker = new Worker<EmailJob>(EMAIL_QUEUE, processEmail, {
    connection: deps.connection,
    concurrency: deps.concurrency,
    prefix: deps.prefix,
  });
  worker.on('failed', (job, error) => {
    if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
      logger.error(
        `email job ${job.id} gave up after ${job.attemptsMade} attempts: ${error.message}`,
        undefined,
        'EmailWorker',
      );
    }
  });
  worker.on('error', (error) => logger.error(`worker error: ${error.message}`, undefined, 'EmailWorker'));
  return worker;
}
