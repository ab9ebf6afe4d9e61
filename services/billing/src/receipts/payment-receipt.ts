import { Inject, Injectable, Logger } from '@nestjs/common';
import { MailOutbox, type MailTemplateData } from '@pac/server-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing.config.js';

/** What the webhook knows of a paid invoice: the receipt template's data but the site's URL, and the recipient. */
export type ReceiptDetails = Omit<MailTemplateData<'payment-receipt'>, 'siteUrl'> & {
  userId: string;
  email: string;
};

/**
 * Sends the payment-received mail through the shared MailOutbox (its `payment-receipt` template). Once per invoice:
 * the webhook hands a receipt over only when its transaction made the payment succeed, and the job goes under its
 * email log row's id.
 */
@Injectable()
export class PaymentReceipts {
  private readonly logger = new Logger('PaymentReceipts');

  constructor(
    private readonly outbox: MailOutbox,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  /**
   * Runs after the payment is committed; a queue outage is logged, never undoes the payment (a recorded receipt
   * stays pending, sealed, and the email worker's reconciler queues it once Redis is back).
   */
  async send(details: ReceiptDetails): Promise<void> {
    const { userId, email, ...receipt } = details;
    try {
      await this.outbox.send(
        'payment-receipt',
        { email, userId },
        { ...receipt, siteUrl: this.config.PUBLIC_SITE_URL },
      );
    } catch (error) {
      this.logger.error(
        `Could not queue the receipt for ${details.invoiceId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
