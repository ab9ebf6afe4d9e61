import { CONTACT_ACKNOWLEDGEMENT, type EnquiryType } from '@pac/contracts';
import { type MailTemplate } from '../mail-template.js';

/**
 * The acknowledgement the sender of an enquiry receives, so they know it arrived and when to expect an answer.
 * Nothing the sender typed goes into it (see CONTACT_ACKNOWLEDGEMENT): the address has not been verified.
 */
export const contactAcknowledgement: MailTemplate<{ enquiryType: EnquiryType; reference: string }> = {
  kind: 'contactAcknowledgement',
  secret: false,
  render: ({ enquiryType, reference }) => ({
    subject: CONTACT_ACKNOWLEDGEMENT.subject,
    text: CONTACT_ACKNOWLEDGEMENT.text(enquiryType, reference),
  }),
};
