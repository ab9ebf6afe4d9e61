import { z } from 'zod';

/**
 * Public-site truths shared by mfe-marketing, the shell's newsletter form and the content service: the contact
 * and newsletter schemas with the texts of spec sections 5 and 8, enquiry types, support channels and hours.
 */

/**
 * The spec states two reply times for enquiries (24 h on the thank-you view, 48 h on the contact page). We promise
 * one everywhere, the one the Help Center's email channel also states.
 */
export const SUPPORT_RESPONSE_HOURS = 24;
export const SUPPORT_RESPONSE_TIME = `within ${SUPPORT_RESPONSE_HOURS} hours`;

/** Support address shown on the site; the content service mails enquiries to SUPPORT_INBOX_EMAIL (this by default). */
export const SUPPORT_EMAIL = 'support@propertyanalysiscalculator.com';
export const SUPPORT_LOCATION = 'London, United Kingdom';

/** How long the footer's newsletter message stays (spec section 9). */
export const NEWSLETTER_MESSAGE_MS = 5_000;

/** "Text, at sign, text, dot, text" (spec section 5), for both the contact and the newsletter email. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Name of the hidden field people never see or fill in. Bots that fill every input give themselves away: the
 * service answers as usual but stores and sends nothing.
 */
export const HONEYPOT_FIELD = 'website';

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  contactNumber: 40,
  socialMediaHandle: 120,
  message: 5_000,
} as const;

/** The five enquiry types of spec section 5, in display order. */
export const ENQUIRY_TYPES = [
  'Subscription Enquiry',
  'Partnership / Collaboration',
  'Press & Media',
  'Serviced Accommodation Mentorship / Training',
  'General Business Enquiry',
] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

export const CONTACT_MESSAGES = {
  validationTitle: 'Validation Error',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  validEmailRequired: 'Valid email is required',
  contactNumberRequired: 'Contact number is required',
  enquiryTypeRequired: 'Enquiry type is required',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  emailTooLong: `Email must be at most ${CONTACT_LIMITS.email} characters`,
  contactNumberTooLong: `Contact number must be at most ${CONTACT_LIMITS.contactNumber} characters`,
  socialMediaHandleTooLong: `Social media handle must be at most ${CONTACT_LIMITS.socialMediaHandle} characters`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
  enquiryTypeUnknown: 'Please choose one of the listed enquiry types',
  failure: 'There was an error submitting your enquiry. Please try again.',
  successTitle: 'Success!',
  success: `Thank you for your enquiry! We will get back to you ${SUPPORT_RESPONSE_TIME}.`,
  thankYouTitle: 'Thank You!',
  thankYou: `Your enquiry has been received. Our team will get back to you ${SUPPORT_RESPONSE_TIME}.`,
} as const;

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  networkFailure: 'Failed to subscribe. Please try again later.',
  /** Same answer for a new and a repeated address, so the form never reveals who is on the list. */
  subscribed: 'Thank you for subscribing! Check your inbox for a confirmation email.',
  unsubscribed:
    'You have been unsubscribed from our newsletter. You will not receive any more emails from us.',
  unsubscribeInvalid: 'This unsubscribe link is invalid or has already been used.',
  unsubscribeFailure: 'We could not process your request. Please try again later.',
} as const;

/** Spam resistance: the answer when one address (IP) sends too much. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

/** Alerts of the home/pricing plan buttons (spec section 8, "Checkout (pricing)"). */
export const PRICING_MESSAGES = {
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  checkoutError: 'An error occurred. Please try again.',
  loading: 'Loading...',
} as const;

const optionalHoneypot = z.string().max(200).optional();

/** POST /api/contact: every rule of spec section 5, checked in the order the form shows them. */
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

/** Answer of the contact and newsletter endpoints (spec section 3: success, message). */
export interface MarketingSuccessResponse {
  success: true;
  message: string;
}

/** Help Center support channels with the hours of spec section 9. */
export const SUPPORT_CHANNELS = [
  {
    id: 'chat',
    name: 'Live Chat',
    hours: 'Mon-Fri 9AM-6PM GMT',
    description: 'Chat with our team from the calculator while you work on a deal.',
  },
  {
    id: 'phone',
    name: 'Phone Support',
    hours: 'Mon-Fri 9AM-5PM GMT',
    description: 'Talk a deal or your account through with an analyst.',
  },
  {
    id: 'email',
    name: 'Email Support',
    hours: `Replies ${SUPPORT_RESPONSE_TIME}`,
    description: `Write to ${SUPPORT_EMAIL} or use the contact form.`,
  },
] as const;
