import { ROUTES, billedPlanName } from '@pac/contracts';
import { MAIL_SITE_NAME, type MailTemplate } from '../mail-template.js';

export interface PaymentReceiptData {
  fullName: string;
  plan: string;
  /** Paid with the live-calls add-on: the receipt names it, so a £65 payment is not read as the plain plan. */
  liveCalls?: boolean;
  amountPence: number;
  currency: string;
  paidAt: Date;
  invoiceId: string;
  /** PUBLIC_SITE_URL: the mail links to the subscription page there. */
  siteUrl: string;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The payment-received mail: what was paid, for which plan, and where to manage the subscription. */
export const paymentReceipt: MailTemplate<PaymentReceiptData> = {
  kind: 'receipt',
  secret: false,
  render: (details) => {
    const amount =
      details.currency.toLowerCase() === 'gbp'
        ? `£${(details.amountPence / 100).toFixed(2)}`
        : `${(details.amountPence / 100).toFixed(2)} ${details.currency.toUpperCase()}`;
    const plan = billedPlanName(details.plan, details.liveCalls === true);
    return {
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
        `Manage or cancel your subscription at any time: ${details.siteUrl.replace(/\/+$/, '')}${ROUTES.subscribe}`,
        '',
        MAIL_SITE_NAME,
      ].join('\n'),
    };
  },
};
