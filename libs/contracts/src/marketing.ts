import { z } from 'zod';
import {
  SIMPLE_EMAIL_PATTERN,
  HONEYPOT_FIELD,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_LIMITS,
  ENQUIRY_TYPES,
  CONTACT_MESSAGES,
  NEWSLETTER_MESSAGES,
} from './marketing-texts.js';

/**
 * Public-site truths shared by mfe-marketing, the shell's newsletter form and the content service: the contact
 * and newsletter schemas with their validation and result texts, enquiry types, support address and hours.
 */
// Its texts and constants live in marketing-texts.ts (see there), re-exported here.
export * from './marketing-texts.js';

const optionalHoneypot = z.string().max(200).optional();

/** POST /api/contact: every field rule, checked in the order the form shows the fields (first error wins). */
export const contactEnquiryRequestSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailTooLong)
    .regex(SIMPLE_EMAIL_PATTERN, CONTACT_MESSAGES.validEmailRequired),
  contact_number: z
    .string({ error: CONTACT_MESSAGES.contactNumberRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.contactNumberRequired)
    .max(CONTACT_LIMITS.contactNumber, CONTACT_MESSAGES.contactNumberTooLong),
  social_media_handle: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.socialMediaHandle, CONTACT_MESSAGES.socialMediaHandleTooLong)
    .nullish(),
  enquiry_type: z
    .string({ error: CONTACT_MESSAGES.enquiryTypeRequired })
    .min(1, CONTACT_MESSAGES.enquiryTypeRequired)
    .pipe(z.enum(ENQUIRY_TYPES, { error: CONTACT_MESSAGES.enquiryTypeUnknown })),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .min(CONTACT_MESSAGE_MIN_LENGTH, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
  [HONEYPOT_FIELD]: optionalHoneypot,
});
export type ContactEnquiryRequest = z.input<typeof contactEnquiryRequestSchema>;
export type ContactEnquiry = z.output<typeof contactEnquiryRequestSchema>;

/** The first message of the first failing rule, or null when the enquiry is valid (what the form toasts). */
export function firstContactError(enquiry: ContactEnquiryRequest): string | null {
  const result = contactEnquiryRequestSchema.safeParse(enquiry);
  return result.success ? null : (result.error.issues[0]?.message ?? CONTACT_MESSAGES.failure);
}

const newsletterEmail = z
  .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
  .trim()
  .min(1, NEWSLETTER_MESSAGES.invalidEmail)
  .max(CONTACT_LIMITS.email, NEWSLETTER_MESSAGES.invalidEmail)
  .regex(SIMPLE_EMAIL_PATTERN, NEWSLETTER_MESSAGES.invalidEmail);

/** POST /api/newsletter/subscribe. */
export const newsletterSubscribeRequestSchema = z.object({
  email: newsletterEmail,
  [HONEYPOT_FIELD]: optionalHoneypot,
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequestSchema>;

/** POST /api/newsletter/unsubscribe, with the token from the confirmation mail's link. */
export const newsletterUnsubscribeRequestSchema = z.object({
  token: z
    .string({ error: NEWSLETTER_MESSAGES.unsubscribeInvalid })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.unsubscribeInvalid)
    .max(200, NEWSLETTER_MESSAGES.unsubscribeInvalid),
});
export type NewsletterUnsubscribeRequest = z.input<typeof newsletterUnsubscribeRequestSchema>;

/** Answer of the contact and newsletter endpoints : success and a message to show. */
export interface MarketingSuccessResponse {
  success: true;
  message: string;
}
