/**
 * Texts, limits and constants of the marketing pages and forms, kept apart from marketing.ts, whose request schemas
 * are built at module load: a page that needs only a text (the home page's pricing, the footer's newsletter form)
 * then leaves Zod out of its download (@pac/contracts is side-effect free). Re-exported by marketing.ts.
 */

/**
 * Two reply times for enquiries were asked for (24 h on the thank-you view, 48 h on the contact page). We promise
 * one everywhere, the one the Help Center's email channel also states.
 */
export const SUPPORT_RESPONSE_HOURS = 24;
export const SUPPORT_RESPONSE_TIME = `within ${SUPPORT_RESPONSE_HOURS} hours`;

/** Support address shown on the site; the content service mails enquiries to SUPPORT_INBOX_EMAIL (this by default). */
export const SUPPORT_EMAIL = 'support@propertyanalysiscalculator.com';
export const SUPPORT_LOCATION = 'London, United Kingdom';

/** A deliberately loose email check ("text, at sign, text, dot, text") for the contact and newsletter emails. */
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

/** The five enquiry types of the contact form, in display order. */
export const ENQUIRY_TYPES = [
  'Subscription Enquiry',
  'Partnership / Collaboration',
  'Press & Media',
  'Serviced Accommodation Mentorship / Training',
  'General Business Enquiry',
] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

export const CONTACT_MESSAGES = {
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
  success: `Thank you for your enquiry! We will get back to you ${SUPPORT_RESPONSE_TIME}.`,
  // Screen texts the end-to-end tests look for; the contact page's others are mfe-marketing's (src/texts.ts).
  validationTitle: 'Validation Error',
  thankYouTitle: 'Thank You!',
} as const;

/**
 * The acknowledgement mailed to a contact enquiry's sender. The address is unverified, so the mail carries only our
 * own words (the enquiry type is one of ENQUIRY_TYPES) and the reference, never what the sender typed: otherwise
 * the form would mail anyone's text to any address from our domain.
 */
export const CONTACT_ACKNOWLEDGEMENT = {
  subject: 'We have received your enquiry',
  text: (enquiryType: EnquiryType, reference: string) =>
    [
      'Hello,',
      '',
      `Thank you for contacting Property Analysis Calculator. We have received your ${enquiryType} enquiry and ` +
        `will get back to you ${SUPPORT_RESPONSE_TIME}.`,
      '',
      `Your reference: ${reference}`,
      '',
      'If you did not send this enquiry, you can ignore this email.',
      '',
      'Property Analysis Calculator',
      SUPPORT_LOCATION,
    ].join('\n'),
  /** At most this many acknowledgements per recipient address per window; enquiries past it still reach support. */
  perRecipientLimit: 3,
  windowSeconds: 24 * 60 * 60,
} as const;

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  /** Same answer for a new and a repeated address, so the form never reveals who is on the list. */
  subscribed: 'Thank you for subscribing! Check your inbox for a confirmation email.',
  unsubscribed:
    'You have been unsubscribed from our newsletter. You will not receive any more emails from us.',
  unsubscribeInvalid: 'This unsubscribe link is invalid or has already been used.',
} as const;

/** Spam resistance: the answer when one address (IP) sends too much. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';
