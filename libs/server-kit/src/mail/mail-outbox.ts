import { Inject, Injectable } from '@nestjs/common';
import { MAIL_LIFETIME_MINUTES } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { randomUUID } from 'node:crypto';
import { PRISMA } from '../database/database.module.js';
import { PendingMailSeal, type LoggedEmailJob } from '../mail-queue/pending-mail.js';
import { MailQueue } from './mail-queue.js';
import { type MailTemplate } from './mail-template.js';
import { MAIL_TEMPLATES, type MailTemplateData, type MailTemplateName } from './mail-templates.js';

export const PENDING_MAIL_SEAL = Symbol('PENDING_MAIL_SEAL');

/** Who a mail goes to: an address, and the account it belongs to when it has one. */
export interface MailRecipient {
  email: string;
  userId?: string | null;
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
 * The one way a service sends a transactional mail: `send(template, recipient, data)` renders the template, writes
 * an email_logs row that keeps the message sealed while pending (with the end of its useful life), then queues a job
 * under the row's id. If Redis loses or never takes the job, the email worker's reconciler rebuilds it from the row;
 * the worker clears the message once the row is sent or failed.
 */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly queue: MailQueue,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(PENDING_MAIL_SEAL) private readonly seal: PendingMailSeal,
  ) {}

  /** Logs the mail and queues it; a queue error is thrown after the row is written (the reconciler sends it). */
  async send<Name extends MailTemplateName>(
    template: Name,
    recipient: MailRecipient,
    data: MailTemplateData<Name>,
  ): Promise<string> {
    const prepared = this.prepare(template, recipient, data);
    await this.record(prepared);
    await this.enqueue(prepared);
    return prepared.row.id;
  }

  /**
   * The row and job of a mail, for a producer that writes the row itself (in a transaction, or in one statement
   * with its own rows), then calls `enqueue`. The row's id is chosen here: the seal is bound to it.
   */
  prepare<Name extends MailTemplateName>(
    template: Name,
    recipient: MailRecipient,
    data: MailTemplateData<Name>,
  ): PreparedMail {
    // Each name maps to its own template; TypeScript cannot follow the pairing through the generic index.
    const { kind, secret, render } = MAIL_TEMPLATES[template] as MailTemplate<MailTemplateData<Name>>;
    const id = randomUUID();
    const job: LoggedEmailJob = {
      to: recipient.email,
      ...render(data),
      emailLogId: id,
      ...(secret ? { secret: true } : {}),
    };
    return {
      job,
      row: {
        id,
        userId: recipient.userId ?? null,
        recipient: job.to,
        subject: job.subject,
        pendingMessage: this.seal.seal(job),
        expiresAt: new Date(Date.now() + MAIL_LIFETIME_MINUTES[kind] * 60_000),
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
