import { TWO_FACTOR_CODE_TTL_MINUTES } from '@pac/contracts';
import { MAIL_SITE_NAME, type MailTemplate } from '../mail-template.js';

export const ADMIN_STEP_UP_SUBJECT = `Your ${MAIL_SITE_NAME} admin settings verification code`;

/** The code an admin asks for before changing a security-relevant setting (SMTP host, webhook secret). */
export const adminStepUpCode: MailTemplate<{ fullName: string; code: string }> = {
  kind: 'code',
  secret: true,
  render: ({ fullName, code }) => ({
    subject: ADMIN_STEP_UP_SUBJECT,
    text: [
      `Hello ${fullName},`,
      '',
      `Your admin settings verification code is: ${code}`,
      '',
      `It confirms a change to a security setting (SMTP host or payment webhook secret). It expires in ${TWO_FACTOR_CODE_TTL_MINUTES} minutes and works once. If you did not ask for it, sign out of the admin portal everywhere and change your password.`,
    ].join('\n'),
  }),
};
