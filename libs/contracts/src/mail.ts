import { IDENTITY_MAIL_LIFETIME_MINUTES } from './identity.js';

const DAY_MINUTES = 24 * 60;

/**
 * How long each kind of transactional mail is worth sending, in minutes. While pending, its email_logs row keeps
 * the message sealed until then (the email worker's reconciler queues it again if Redis loses its job); past it,
 * the mail is failed, never sent late. Codes and links live as long as what they carry; the rest still matter days
 * later, but not weeks.
 */
export const MAIL_LIFETIME_MINUTES = {
  ...IDENTITY_MAIL_LIFETIME_MINUTES,
  /** "We got your enquiry": after a day the reply itself may already be on its way. */
  contactAcknowledgement: DAY_MINUTES,
  /** The enquiry is stored either way; the support inbox still wants it within the week. */
  supportNotification: 7 * DAY_MINUTES,
  courseWelcome: 7 * DAY_MINUTES,
  newsletterConfirmation: 7 * DAY_MINUTES,
  /** A payment's receipt: a record the customer keeps, worth sending for a week. */
  receipt: 7 * DAY_MINUTES,
} as const;
export type MailKind = keyof typeof MAIL_LIFETIME_MINUTES;
