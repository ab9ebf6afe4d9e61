import { SUPPORT_EMAIL, SUPPORT_RESPONSE_TIME } from '@pac/contracts';

/** Alerts of the home/pricing plan buttons when checkout cannot start. */
export const PRICING_TEXTS = {
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  checkoutError: 'An error occurred. Please try again.',
  loading: 'Loading...',
} as const;

/** The contact page's own texts; its validation and result messages are contracts' CONTACT_MESSAGES. */
export const CONTACT_TEXTS = {
  successTitle: 'Success!',
  thankYou: `Your enquiry has been received. Our team will get back to you ${SUPPORT_RESPONSE_TIME}.`,
} as const;

/** What the unsubscribe pages show when the server cannot be reached or says nothing. */
export const UNSUBSCRIBE_TEXTS = {
  failure: 'We could not process your request. Please try again later.',
} as const;

/** Help Center support channels with their opening hours. */
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
