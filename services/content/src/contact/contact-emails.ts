import { CONTACT_ACKNOWLEDGEMENT, SUPPORT_RESPONSE_TIME, type ContactEnquiry } from '@pac/contracts';

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

/**
 * The acknowledgement the sender receives, so they know the enquiry arrived and when to expect an answer. Nothing
 * the sender typed goes into it (see CONTACT_ACKNOWLEDGEMENT): the address has not been verified.
 */
export function acknowledgementMail(enquiry: ContactEnquiry, reference: string): OutgoingMail {
  return {
    to: enquiry.email,
    subject: CONTACT_ACKNOWLEDGEMENT.subject,
    text: CONTACT_ACKNOWLEDGEMENT.text(enquiry.enquiry_type, reference),
  };
}
