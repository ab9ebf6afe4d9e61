import { Inject, Injectable } from '@nestjs/common';
import { MAIL_LIFETIME_MINUTES, type MailKind } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { randomUUID } from 'node:crypto';
import { PRISMA } from '../database/database.module.js';
import { type EmailJob } from './email-job.js';
import { MailQueue } from './mail-queue.js';
import { PendingMailSeal, type LoggedEmailJob } from './pending-mail.js';

export const PENDING_MAIL_SEAL = Symbol('PENDING_MAIL_SEAL');

export interface TransactionalMailOptions {
  /** What the mail is: its lifetime comes from MAIL_LIFETIME_MINUTES. */
  kind: MailKind;
  /** The recipient's account, when it has one. */
  userId?: string | null;
  /** The text holds a code or a link: Redis keeps no copy once the job is done (MailQueue's `secret`). */
  secret?: boolean;
}

/** A mail ready to go: the email_logs row to write (message sealed, end of life) and the job to queue for it. */
export interface PreparedMail {
  job: LoggedEmailJob;
  row: {
    id: string;
    userId: string | null;
    recipient: string;
    subject: string;
    pendingMessage: string;
    expiresAt: Date;
  };
}

/** What can write an email_logs row: the service's client or a transaction's. */
type EmailLogWriter = Pick<PrismaClient, 'emailLog'>;

/**
 * The one way a service sends a transactional mail: an email_logs row that keeps the message sealed while pending
 * (with the end of its useful life), then a job under the row's id. If Redis loses or never takes the job, the email
 * worker's reconciler rebuilds it from the row; the worker clears the message once the row is sent or failed.
 */
@Injectable()
export class TransactionalMail {
  constructor(
    private readonly queue: MailQueue,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(PENDING_MAIL_SEAL) private readonly seal: PendingMailSeal,
  ) {}

  /** Logs the mail and queues it; a queue error is thrown after the row is written (the reconciler sends it). */
  async send(
    message: Omit<EmailJob, 'emailLogId' | 'secret'>,
    options: TransactionalMailOptions,
  ): Promise<string> {
    const prepared = this.prepare(message, options);
    await this.record(prepared);
    await this.enqueue(prepared);
    return prepared.row.id;
  }

  /**
   * The row and job of a mail, for a producer that writes the row itself (in a transaction, or in one statement
   * with its own rows), then calls `enqueue`. The row's id is chosen here: the seal is bound to it.
   */
  prepare(message: Omit<EmailJob, 'emailLogId' | 'secret'>, options: TransactionalMailOptions): PreparedMail {
    const id = randomUUID();
    const job: LoggedEmailJob = {
      ...message,
      emailLogId: id,
      ...(options.secret ? { secret: true } : {}),
    };
    return {
      job,
      row: {
        id,
        userId: options.userId ?? null,
        recipient: message.to,
        subject: message.subject,
        pendingMessage: this.seal.seal(job),
        expiresAt: new Date(Date.now() + MAIL_LIFETIME_MINUTES[options.kind] * 60_000),
      },
    };
  }

  async record(prepared: PreparedMail, db: EmailLogWriter = this.prisma): Promise<void> {
    await db.emailLog.create({ data: prepared.row, select: { id: true } });
  }

  /** Queues the job under the row's id (emailJobIdFor), the id the reconciler checks before queuing it again. */
  enqueue(prepared: PreparedMail): Promise<string> {
    return this.queue.enqueue(prepared.job, {
      priority: 'transactional',
      ...(prepared.job.secret ? { secret: true } : {}),
    });
  }
}
