import { SUPPORT_RESPONSE_TIME, type ContactEnquiry } from '@pac/contracts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Names and types end up in subject lines: keep them on one line so no header can be smuggled in. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The message the support team reads: every field, and who to reply to. */
export function supportInboxMail(
  supportInbox: string,
  enquiry: ContactEnquiry,
  reference: string,
): OutgoingMail {
  return {
    to: supportInbox,
    subject: `New enquiry: ${oneLine(enquiry.enquiry_type)} from ${oneLine(enquiry.name)}`,
    text: [
      `A new enquiry arrived through the contact form (reference ${reference}).`,
      '',
      `Name: ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Contact number: ${enquiry.contact_number}`,
      `Social media: ${enquiry.social_media_handle || 'not given'}`,
      `Enquiry type: ${enquiry.enquiry_type}`,
      '',
      'Message:',
      enquiry.message,
      '',
      `Reply to ${enquiry.email} ${SUPPORT_RESPONSE_TIME}, as the site promises.`,
    ].join('\n'),
  };
}

/** The acknowledgement the sender receives, so they know the enquiry arrived and when to expect an answer. */
export function acknowledgementMail(enquiry: ContactEnquiry, reference: string): OutgoingMail {
  return {
    to: enquiry.email,
    subject: 'We have received your enquiry',
    text: [
      `Hello ${oneLine(enquiry.name)},`,
      '',
      `Thank you for contacting Property Analysis Calculator. We have received your ${enquiry.enquiry_type} ` +
        `enquiry and will get back to you ${SUPPORT_RESPONSE_TIME}.`,
      '',
      `Your reference: ${reference}`,
      '',
      'Your message:',
      enquiry.message,
      '',
      'Property Analysis Calculator',
      'London, United Kingdom',
    ].join('\n'),
  };
}
