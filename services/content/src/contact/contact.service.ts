import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CONTACT_ACKNOWLEDGEMENT,
  CONTACT_MESSAGES,
  HONEYPOT_FIELD,
  type ContactEnquiry,
  type MarketingSuccessResponse,
} from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import {
  MailOutbox,
  PRISMA,
  RateLimits,
  type MailRecipient,
  type MailTemplateData,
  type RateLimitRule,
} from '@pac/server-kit';

export const CONTACT_OPTIONS = Symbol('CONTACT_OPTIONS');

/** Acknowledgements per recipient address: the form must not become a way to mail someone over and over. */
export const CONTACT_ACKNOWLEDGEMENT_LIMIT: RateLimitRule = {
  limit: CONTACT_ACKNOWLEDGEMENT.perRecipientLimit,
  ttl: CONTACT_ACKNOWLEDGEMENT.windowSeconds * 1000,
  blockDuration: 0,
};
export interface ContactOptions {
  /** Mailbox that receives enquiries (SUPPORT_INBOX_EMAIL). */
  supportInbox: string;
}

@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly outbox: MailOutbox,
    private readonly rateLimits: RateLimits,
    @Inject(CONTACT_OPTIONS) private readonly options: ContactOptions,
  ) {}

  /** Stores the enquiry, then mails the support inbox and the sender through the email queue. */
  async submit(enquiry: ContactEnquiry, ip: string | undefined): Promise<MarketingSuccessResponse> {
    const answer = { success: true, message: CONTACT_MESSAGES.success } as const;
    // A filled hidden field means a bot: it gets the usual answer, so it learns nothing, and nothing is kept.
    if (enquiry[HONEYPOT_FIELD]) return answer;

    const stored = await this.prisma.contactEnquiry.create({
      data: {
        name: enquiry.name,
        email: enquiry.email,
        contactNumber: enquiry.contact_number,
        socialMediaHandle: enquiry.social_media_handle || null,
        enquiryType: enquiry.enquiry_type,
        message: enquiry.message,
        ip: ip ?? null,
      },
    });
    const reference = stored.id;
    // Past the cap the enquiry still reaches support; only the sender's copy is skipped, and the answer is the same.
    const acknowledge = await this.acknowledgementAllowed(enquiry.email);
    if (!acknowledge)
      this.logger.warn(`No acknowledgement for enquiry ${reference}: its address had its share for now`);
    await Promise.all([
      this.send('support-notification', { email: this.options.supportInbox }, { enquiry, reference }),
      acknowledge &&
        this.send(
          'contact-acknowledgement',
          { email: enquiry.email },
          { enquiryType: enquiry.enquiry_type, reference },
        ),
    ]);
    return answer;
  }

  /**
   * Counted per address in any letter case (while Redis is down the limiter counts in this process). Any other
   * error skips the acknowledgement, never the enquiry.
   */
  private async acknowledgementAllowed(email: string): Promise<boolean> {
    try {
      return await this.rateLimits.allow(
        'contact-acknowledgement',
        email.trim().toLowerCase(),
        CONTACT_ACKNOWLEDGEMENT_LIMIT,
      );
    } catch (error) {
      this.logger.error(
        `Could not count acknowledgements: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  /**
   * Each mail gets an email_logs row the worker marks sent or failed. The enquiry is already stored when this
   * runs, so a queue outage is logged (rows stay pending, their message sealed) rather than turned into an error
   * that invites a resend; the email worker's reconciler queues them once Redis is back. Both are queued at once,
   * so an outage costs the sender one queue timeout, not one per mail.
   */
  private async send<Name extends 'support-notification' | 'contact-acknowledgement'>(
    template: Name,
    recipient: MailRecipient,
    data: MailTemplateData<Name> & { reference: string },
  ): Promise<void> {
    try {
      await this.outbox.send(template, recipient, data);
    } catch (error) {
      this.logger.error(
        `Could not queue the ${template} of enquiry ${data.reference}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
