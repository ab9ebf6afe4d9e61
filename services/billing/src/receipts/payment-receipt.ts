import { Inject, Injectable, Logger } from '@nestjs/common';
import { ROUTES, planDisplayName } from '@pac/contracts';
import { TransactionalMail } from '@pac/server-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing.config.js';

export interface ReceiptDetails {
  userId: string;
  email: string;
  fullName: string;
  plan: string;
  amountPence: number;
  currency: string;
  paidAt: Date;
  invoiceId: string;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function receiptMail(details: ReceiptDetails, siteUrl: string) {
  const amount =
    details.currency.toLowerCase() === 'gbp'
      ? `£${(details.amountPence / 100).toFixed(2)}`
      : `${(details.amountPence / 100).toFixed(2)} ${details.currency.toUpperCase()}`;
  const plan = planDisplayName(details.plan);
  return {
    to: details.email,
    subject: `Payment received: ${plan}`,
    text: [
      `Hello ${details.fullName},`,
      '',
      'Thank you for your payment. Your subscription is active.',
      '',
      `Plan: ${plan}`,
      `Amount: ${amount}`,
      `Paid on: ${dateFormat.format(details.paidAt)}`,
      `Reference: ${details.invoiceId}`,
      '',
      `Manage or cancel your subscription at any time: ${siteUrl.replace(/\/+$/, '')}${ROUTES.subscribe}`,
      '',
      'Property Analysis Calculator',
    ].join('\n'),
  };
}

/**
 * Sends the payment-received mail through the shared TransactionalMail. Once per invoice: the webhook hands a
 * receipt over only when its transaction made the payment succeed, and the job goes under its email log row's id.
 */
@Injectable()
export class PaymentReceipts {
  private readonly logger = new Logger('PaymentReceipts');

  constructor(
    private readonly mail: TransactionalMail,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  /**
   * Runs after the payment is committed; a queue outage is logged, never undoes the payment (a recorded receipt
   * stays pending, sealed, and the email worker's reconciler queues it once Redis is back).
   */
  async send(details: ReceiptDetails): Promise<void> {
    const mail = receiptMail(details, this.config.PUBLIC_SITE_URL);
    try {
      await this.mail.send(mail, { kind: 'receipt', userId: details.userId });
    } catch (error) {
      this.logger.error(
        `Could not queue the receipt for ${details.invoiceId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
