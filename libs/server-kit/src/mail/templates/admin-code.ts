import { TWO_FACTOR_CODE_TTL_MINUTES } from '@pac/contracts';
import { MAIL_SITE_NAME, type MailTemplate } from '../mail-template.js';

export const ADMIN_CODE_SUBJECT = `Your ${MAIL_SITE_NAME} admin verification code`;

/** The code that completes an admin's sign-in to the admin portal. */
export const adminCode: MailTemplate<{ fullName: string; code: string }> = {
  kind: 'code',
  secret: true,
  render: ({ fullName, code }) => ({
    subject: ADMIN_CODE_SUBJECT,
    text: [
      `Hello ${fullName},`,
      '',
      `Your admin portal verification code is: ${code}`,
      '',
      `It expires in ${TWO_FACTOR_CODE_TTL_MINUTES} minutes and works once. If you did not try to sign in, change your password.`,
    ].join('\n'),
  }),
};
