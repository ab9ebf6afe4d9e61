import { SUPPORT_RESPONSE_TIME, type ContactEnquiry } from '@pac/contracts';
import { type MailTemplate } from '../mail-template.js';

/** Names and types end up in subject lines: keep them on one line so no header can be smuggled in. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The message the support team reads about a contact-form enquiry: every field, and who to reply to. */
export const supportNotification: MailTemplate<{ enquiry: ContactEnquiry; reference: string }> = {
  kind: 'supportNotification',
  secret: false,
  render: ({ enquiry, reference }) => ({
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
  }),
};
