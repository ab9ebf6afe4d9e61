import { type MailTemplate } from './mail-template.js';
import { adminCode } from './templates/admin-code.js';
import { adminStepUpCode } from './templates/admin-step-up-code.js';
import { alreadyRegisteredNotice } from './templates/already-registered-notice.js';
import { contactAcknowledgement } from './templates/contact-acknowledgement.js';
import { courseWelcome } from './templates/course-welcome.js';
import { emailVerificationLink } from './templates/email-verification-link.js';
import { newSignInNotice } from './templates/new-sign-in-notice.js';
import { newsletterConfirmation } from './templates/newsletter-confirmation.js';
import { passwordResetLink } from './templates/password-reset-link.js';
import { paymentReceipt } from './templates/payment-receipt.js';
import { signInCode } from './templates/sign-in-code.js';
import { supportNotification } from './templates/support-notification.js';

/** Every mail a service sends through MailOutbox, by name; each template lives in its own file in templates/. */
export const MAIL_TEMPLATES = {
  'sign-in-code': signInCode,
  'admin-code': adminCode,
  'admin-step-up-code': adminStepUpCode,
  'password-reset-link': passwordResetLink,
  'email-verification-link': emailVerificationLink,
  'already-registered-notice': alreadyRegisteredNotice,
  'new-sign-in-notice': newSignInNotice,
  'support-notification': supportNotification,
  'contact-acknowledgement': contactAcknowledgement,
  'newsletter-confirmation': newsletterConfirmation,
  'course-welcome': courseWelcome,
  'payment-receipt': paymentReceipt,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
/** The data template `Name` is rendered from. */
export type MailTemplateData<Name extends MailTemplateName> =
  (typeof MAIL_TEMPLATES)[Name] extends MailTemplate<infer Data> ? Data : never;
