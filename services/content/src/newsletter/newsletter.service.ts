import { createHash, randomBytes } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { HONEYPOT_FIELD, NEWSLETTER_MESSAGES, type MarketingSuccessResponse } from '@pac/contracts';
import { normalizeEmail, type PrismaClient } from '@pac/db';
import { MailQueue, PRISMA } from '@pac/server-kit';
import { confirmationMail, unsubscribeLink } from './newsletter-emails.js';

export const NEWSLETTER_OPTIONS = Symbol('NEWSLETTER_OPTIONS');
export interface NewsletterOptions {
  /** PUBLIC_SITE_URL: the unsubscribe link in the confirmation mail points at this site. */
  siteUrl: string;
}

/** Only the hash is stored: a leaked table does not let anyone unsubscribe other people. */
export const hashUnsubscribeToken = (token: string) => createHash('sha256').update(token).digest('hex');

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002';

@Injectable()
export class NewsletterService {
  private readonly logger = new Logger('Newsletter');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly mailQueue: MailQueue,
    @Inject(NEWSLETTER_OPTIONS) private readonly options: NewsletterOptions,
  ) {}

  /**
   * One row per address, whatever its case. New and repeated addresses get the same answer (the form must not
   * reveal who is subscribed); only a new or returning subscriber is mailed, so a repeat cannot flood an inbox.
   */
  async subscribe(request: { email: string; [HONEYPOT_FIELD]?: string }): Promise<MarketingSuccessResponse> {
    const answer = { success: true, message: NEWSLETTER_MESSAGES.subscribed } as const;
    if (request[HONEYPOT_FIELD]) return answer;

    const email = request.email;
    const emailNormalized = normalizeEmail(email);
    const token = randomBytes(32).toString('base64url');
    const unsubscribeTokenHash = hashUnsubscribeToken(token);
    // New addresses are the common case: insert first, and look at the existing row only when there is one.
    let subscriberId: string;
    try {
      const created = await this.prisma.newsletterSubscriber.create({
        data: { email, emailNormalized, unsubscribeTokenHash },
        select: { id: true },
      });
      subscriberId = created.id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await this.prisma.newsletterSubscriber.findUnique({ where: { emailNormalized } });
      // Still subscribed (or a request for the same address at once created the row and sends the mail).
      if (!existing || !existing.unsubscribedAt) return answer;
      const returning = await this.prisma.newsletterSubscriber.update({
        where: { id: existing.id },
        data: { email, unsubscribeTokenHash, unsubscribedAt: null },
        select: { id: true },
      });
      subscriberId = returning.id;
    }
    await this.sendConfirmation(subscriberId, email, token);
    return answer;
  }

  /** Idempotent: following the link twice still says you are unsubscribed. */
  async unsubscribe(token: string): Promise<MarketingSuccessResponse> {
    const subscriber = await this.prisma.newsletterSubscriber.findUnique({
      where: { unsubscribeTokenHash: hashUnsubscribeToken(token) },
    });
    if (!subscriber) throw new HttpException(NEWSLETTER_MESSAGES.unsubscribeInvalid, HttpStatus.NOT_FOUND);
    if (!subscriber.unsubscribedAt) {
      await this.prisma.newsletterSubscriber.update({
        where: { id: subscriber.id },
        data: { unsubscribedAt: new Date() },
      });
    }
    return { success: true, message: NEWSLETTER_MESSAGES.unsubscribed };
  }

  /** The subscription is stored either way; a queue outage is logged and leaves confirmation_sent_at empty. */
  private async sendConfirmation(subscriberId: string, email: string, token: string): Promise<void> {
    const mail = confirmationMail(email, unsubscribeLink(this.options.siteUrl, token));
    try {
      const log = await this.prisma.emailLog.create({ data: { recipient: mail.to, subject: mail.subject } });
      await this.mailQueue.enqueue({ ...mail, emailLogId: log.id });
      await this.prisma.newsletterSubscriber.update({
        where: { id: subscriberId },
        data: { confirmationSentAt: new Date() },
      });
    } catch (error) {
      this.logger.error(
        `Could not queue the newsletter confirmation: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
