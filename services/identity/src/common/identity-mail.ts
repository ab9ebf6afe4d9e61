import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  MailOutbox,
  REDIS,
  redisUnavailableReason,
  type MailTemplateData,
  type MailTemplateName,
  type PreparedMail,
} from '@pac/server-kit';
import { SERVICE_UNAVAILABLE_MESSAGES } from '@pac/contracts';
import { Redis } from 'ioredis';

interface Recipient {
  id: string;
  email: string;
  fullName: string;
}

type IdentityTemplate = Extract<
  MailTemplateName,
  | 'sign-in-code'
  | 'admin-code'
  | 'admin-step-up-code'
  | 'password-reset-link'
  | 'email-verification-link'
  | 'already-registered-notice'
  | 'new-sign-in-notice'
>;

/**
 * Identity's emails, sent through the shared MailOutbox (templates in libs/server-kit/src/mail/templates): logged in
 * email_logs (sealed while pending, with the end of its useful life, so the worker's reconciler can queue it again if
 * Redis loses the job) and queued with transactional priority, so a code never waits behind a broadcast.
 */
@Injectable()
export class IdentityMail {
  constructor(
    private readonly outbox: MailOutbox,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * 503 with SERVICE_UNAVAILABLE_MESSAGES.email at once while Redis (where the email queue lives) is known to be
   * down, rather than after the queue's timeout, and before anything is written; codes and reset links only make
   * sense when they arrive now.
   */
  assertCanSend(): void {
    if (this.queueKnownDown()) throw new ServiceUnavailableException(SERVICE_UNAVAILABLE_MESSAGES.email);
  }

  /** Redis is known to be down, so an enqueue would wait for the queue's timeout. */
  queueKnownDown(): boolean {
    return redisUnavailableReason(this.redis) !== null;
  }

  sendSignInCode(user: Recipient, code: string): Promise<void> {
    this.assertCanSend();
    return this.send('sign-in-code', user, { fullName: user.fullName, code });
  }

  /** The code an admin asked for before changing a security-relevant setting (SMTP host, webhook secret). */
  sendAdminStepUpCode(user: Recipient, code: string): Promise<void> {
    this.assertCanSend();
    return this.send('admin-step-up-code', user, { fullName: user.fullName, code });
  }

  /** The admin portal's sign-in code. */
  sendAdminCode(user: Recipient, code: string): Promise<void> {
    this.assertCanSend();
    return this.send('admin-code', user, { fullName: user.fullName, code });
  }

  /**
   * A code mail's email_logs row and job (the sign-in code of either portal, or a step-up code), for a flow that
   * writes the row in its own statement and then calls `enqueue`; 503 at once while no mail can go out.
   */
  prepareCode(purpose: 'site' | 'admin' | 'admin-step-up', user: Recipient, code: string): PreparedMail {
    this.assertCanSend();
    const template =
      purpose === 'site' ? 'sign-in-code' : purpose === 'admin' ? 'admin-code' : 'admin-step-up-code';
    return this.outbox.prepare(
      template,
      { email: user.email, userId: user.id },
      { fullName: user.fullName, code },
    );
  }

  /** The new-sign-in notice's row and job, written with the sign-in's own rows (see prepareCode). */
  prepareNewSignInNotice(
    user: Recipient,
    details: { at: Date; ip: string | null; userAgent: string | null },
  ): PreparedMail {
    return this.outbox.prepare(
      'new-sign-in-notice',
      { email: user.email, userId: user.id },
      { fullName: user.fullName, ...details },
    );
  }

  /** Queues a prepared mail whose row is written (MailOutbox.enqueue). */
  async enqueue(prepared: PreparedMail): Promise<void> {
    await this.outbox.enqueue(prepared);
  }

  sendResetLink(user: Recipient, link: string): Promise<void> {
    this.assertCanSend();
    return this.send('password-reset-link', user, { fullName: user.fullName, link });
  }

  /** A new account's confirmation link (issue 18): the account signs in only once the address is confirmed. */
  sendVerificationLink(user: Recipient, link: string): Promise<void> {
    return this.send('email-verification-link', user, { fullName: user.fullName, link });
  }

  /** Sent instead of a confirmation link when someone signs up with an address that already has an account. */
  sendAlreadyRegisteredNotice(user: Recipient, signInLink: string, resetLink: string): Promise<void> {
    return this.send('already-registered-notice', user, { fullName: user.fullName, signInLink, resetLink });
  }

  sendNewSignInNotice(
    user: Recipient,
    details: { at: Date; ip: string | null; userAgent: string | null },
  ): Promise<void> {
    return this.send('new-sign-in-notice', user, { fullName: user.fullName, ...details });
  }

  /** Every identity template is secret (codes, links, sign-in details): neither Redis nor the row keeps its text. */
  private async send<Name extends IdentityTemplate>(
    template: Name,
    user: Recipient,
    data: MailTemplateData<Name>,
  ): Promise<void> {
    await this.outbox.send(template, { email: user.email, userId: user.id }, data);
  }
}
