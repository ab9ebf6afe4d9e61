import { createHash, randomBytes } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { HONEYPOT_FIELD, NEWSLETTER_MESSAGES, type MarketingSuccessResponse } from '@pac/contracts';
import { normalizeEmail, type PrismaClient } from '@pac/db';
import { MailOutbox, PRISMA, newsletterUnsubscribeLink, type PreparedMail } from '@pac/server-kit';

export const NEWSLETTER_OPTIONS = Symbol('NEWSLETTER_OPTIONS');
export interface NewsletterOptions {
  /** PUBLIC_SITE_URL: the unsubscribe link in the confirmation mail points at this site. */
  siteUrl: string;
}

/** Only the hash is stored: a leaked table does not let anyone unsubscribe other people. */
export const hashUnsubscribeToken = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class NewsletterService {
  private readonly logger = new Logger('Newsletter');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly outbox: MailOutbox,
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
    const mail = this.outbox.prepare(
      'newsletter-confirmation',
      { email },
      { unsubscribeLink: newsletterUnsubscribeLink(this.options.siteUrl, token) },
    );
    const log = mail.row;

    // New addresses are the common case: one statement stores the subscriber (already marked as confirmed,
    // taken back if the queue refuses the mail) and its pending email log, and answers nothing for a repeat.
    const [created] = await this.prisma.$queryRaw<{ subscriberId: string; emailLogId: string }[]>`
      WITH subscriber AS (
        INSERT INTO newsletter_subscribers
          (id, email, email_normalized, unsubscribe_token_hash, confirmation_sent_at, updated_at)
        VALUES (gen_random_uuid(), ${email}, ${emailNormalized}, ${unsubscribeTokenHash}, now(), now())
        ON CONFLICT (email_normalized) DO NOTHING
        RETURNING id
      ), log AS (
        INSERT INTO email_logs (id, recipient, subject, pending_message, expires_at, updated_at)
        SELECT ${log.id}::uuid, ${log.recipient}, ${log.subject}, ${log.pendingMessage}, ${log.expiresAt}, now()
          FROM subscriber
        RETURNING id
      )
      SELECT subscriber.id AS "subscriberId", log.id AS "emailLogId" FROM subscriber, log`;
    if (created) {
      await this.enqueueConfirmation(created.subscriberId, mail);
      return answer;
    }

    const existing = await this.prisma.newsletterSubscriber.findUnique({ where: { emailNormalized } });
    // Still subscribed (or a request for the same address at once created the row and sends the mail).
    if (!existing || !existing.unsubscribedAt) return answer;
    await this.prisma.$transaction(async (tx) => {
      await tx.newsletterSubscriber.update({
        where: { id: existing.id },
        data: { email, unsubscribeTokenHash, unsubscribedAt: null, confirmationSentAt: new Date() },
      });
      await this.outbox.record(mail, tx);
    });
    await this.enqueueConfirmation(existing.id, mail);
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

  /**
   * The subscriber row already says the confirmation went out (it saves a round trip on every subscribe); a
   * queue outage is logged and takes that back, so confirmation_sent_at stays empty for mail never queued.
   */
  private async enqueueConfirmation(subscriberId: string, mail: PreparedMail): Promise<void> {
    try {
      await this.outbox.enqueue(mail);
    } catch (error) {
      this.logger.error(
        `Could not queue the newsletter confirmation: ${error instanceof Error ? error.message : String(error)}`,
      );
      await this.prisma.newsletterSubscriber.update({
        where: { id: subscriberId },
        data: { confirmationSentAt: null },
      });
    }
  }
}
