import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { REDIS, TransactionalMail, redisUnavailableReason } from '@pac/server-kit';
import {
  EMAIL_VERIFICATION_LINK_TTL_HOURS,
  IDENTITY_MAIL_LIFETIME_MINUTES,
  RESET_LINK_TTL_MINUTES,
  SERVICE_UNAVAILABLE_MESSAGES,
  TWO_FACTOR_CODE_TTL_MINUTES,
} from '@pac/contracts';
import { Redis } from 'ioredis';

interface Recipient {
  id: string;
  email: string;
  fullName: string;
}

const SITE_NAME = 'Property Analysis Calculator';
export const ADMIN_CODE_SUBJECT = `Your ${SITE_NAME} admin verification code`;
export const ADMIN_STEP_UP_SUBJECT = `Your ${SITE_NAME} admin settings verification code`;

type MailKind = keyof typeof IDENTITY_MAIL_LIFETIME_MINUTES;

/**
 * Identity's emails, sent through the shared TransactionalMail: logged in email_logs (sealed while pending, with the
 * end of its useful life, so the worker's reconciler can queue it again if Redis loses the job) and queued with
 * transactional priority, so a code never waits behind a broadcast.
 */
@Injectable()
export class IdentityMail {
  constructor(
    private readonly mail: TransactionalMail,
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
    return this.send(
      'code',
      user,
      `Your ${SITE_NAME} verification code`,
      [
        `Hello ${user.fullName},`,
        '',
        `Your verification code is: ${code}`,
        '',
        `It expires in ${TWO_FACTOR_CODE_TTL_MINUTES} minutes and works once. If you did not try to sign in, change your password.`,
      ].join('\n'),
    );
  }

  /** The admin portal's code (its sign-in, and the step-up before security-relevant settings change). */
  /** The code an admin asked for before changing a security-relevant setting (SMTP host, webhook secret). */
  sendAdminStepUpCode(user: Recipient, code: string): Promise<void> {
    this.assertCanSend();
    return this.send(
      'code',
      user,
      ADMIN_STEP_UP_SUBJECT,
      [
        `Hello ${user.fullName},`,
        '',
        `Your admin settings verification code is: ${code}`,
        '',
        `It confirms a change to a security setting (SMTP host or payment webhook secret). It expires in ${TWO_FACTOR_CODE_TTL_MINUTES} minutes and works once. If you did not ask for it, sign out of the admin portal everywhere and change your password.`,
      ].join('\n'),
    );
  }

  sendAdminCode(user: Recipient, code: string): Promise<void> {
    this.assertCanSend();
    return this.send(
      'code',
      user,
      ADMIN_CODE_SUBJECT,
      [
        `Hello ${user.fullName},`,
        '',
        `Your admin portal verification code is: ${code}`,
        '',
        `It expires in ${TWO_FACTOR_CODE_TTL_MINUTES} minutes and works once. If you did not try to sign in, change your password.`,
      ].join('\n'),
    );
  }

  sendResetLink(user: Recipient, link: string): Promise<void> {
    this.assertCanSend();
    return this.send(
      'resetLink',
      user,
      `Reset your ${SITE_NAME} password`,
      [
        `Hello ${user.fullName},`,
        '',
        'Someone asked to reset the password of your account. To choose a new one, open this link:',
        link,
        '',
        `The link expires in ${RESET_LINK_TTL_MINUTES / 60} hour and works once. If you did not ask, ignore this email.`,
      ].join('\n'),
    );
  }

  /** A new account's confirmation link (issue 18): the account signs in only once the address is confirmed. */
  sendVerificationLink(user: Recipient, link: string): Promise<void> {
    return this.send(
      'verificationLink',
      user,
      `Confirm your email for ${SITE_NAME}`,
      [
        `Hello ${user.fullName},`,
        '',
        'Thanks for signing up. To confirm this is your email address, open this link:',
        link,
        '',
        `The link expires in ${EMAIL_VERIFICATION_LINK_TTL_HOURS} hours and works once. If you did not sign up, ignore this email: no account is used without it.`,
      ].join('\n'),
    );
  }

  /** Sent instead of a confirmation link when someone signs up with an address that already has an account. */
  sendAlreadyRegisteredNotice(user: Recipient, signInLink: string, resetLink: string): Promise<void> {
    return this.send(
      'notice',
      user,
      `Someone tried to sign up to ${SITE_NAME} with your email`,
      [
        `Hello ${user.fullName},`,
        '',
        'Someone just tried to create an account with your email address, which already has one. Nothing has changed.',
        '',
        `If it was you, sign in: ${signInLink}`,
        `Forgotten your password? Choose a new one: ${resetLink}`,
        '',
        'If it was not you, you can ignore this email.',
      ].join('\n'),
    );
  }

  sendNewSignInNotice(
    user: Recipient,
    details: { at: Date; ip: string | null; userAgent: string | null },
  ): Promise<void> {
    return this.send(
      'notice',
      user,
      `New sign-in to your ${SITE_NAME} account`,
      [
        `Hello ${user.fullName},`,
        '',
        'Your account was just signed in to:',
        `Time: ${details.at.toUTCString()}`,
        `IP address: ${details.ip ?? 'unknown'}`,
        `Browser: ${details.userAgent ?? 'unknown'}`,
        '',
        'If this was not you, reset your password at once.',
      ].join('\n'),
    );
  }

  private async send(kind: MailKind, user: Recipient, subject: string, text: string): Promise<void> {
    // Codes, reset links and sign-in details: once the worker is done, neither Redis nor the row keeps the text.
    await this.mail.send({ to: user.email, subject, text }, { kind, userId: user.id, secret: true });
  }
}
