import { TWO_FACTOR_CODE_TTL_MINUTES } from '@pac/contracts';
import { MAIL_SITE_NAME, type MailTemplate } from '../mail-template.js';

/** The code that completes a user's sign-in (two-factor by email). */
export const signInCode: MailTemplate<{ fullName: string; code: string }> = {
  kind: 'code',
  secret: true,
  render: ({ fullName, code }) => ({
    subject: `Your ${MAIL_SITE_NAME} verification code`,
    text: [
      `Hello ${fullName},`,
      '',
      `Your verification code is: ${code}`,
      '',
      `It expires in ${TWO_FACTOR_CODE_TTL_MINUTES} minutes and works once. If you did not try to sign in, change your password.`,
    ].join('\n'),
  }),
};
