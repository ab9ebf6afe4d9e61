import { EMAIL_VERIFICATION_LINK_TTL_HOURS } from '@pac/contracts';
import { MAIL_SITE_NAME, type MailTemplate } from '../mail-template.js';

/** A new account's confirmation link: the account signs in only once the address is confirmed. */
export const emailVerificationLink: MailTemplate<{ fullName: string; link: string }> = {
  kind: 'verificationLink',
  secret: true,
  render: ({ fullName, link }) => ({
    subject: `Confirm your email for ${MAIL_SITE_NAME}`,
    text: [
      `Hello ${fullName},`,
      '',
      'Thanks for signing up. To confirm this is your email address, open this link:',
      link,
      '',
      `The link expires in ${EMAIL_VERIFICATION_LINK_TTL_HOURS} hours and works once. If you did not sign up, ignore this email: no account is used without it.`,
    ].join('\n'),
  }),
};
