import { RESET_LINK_TTL_MINUTES } from '@pac/contracts';
import { MAIL_SITE_NAME, type MailTemplate } from '../mail-template.js';

/** The link that lets a user choose a new password. */
export const passwordResetLink: MailTemplate<{ fullName: string; link: string }> = {
  kind: 'resetLink',
  secret: true,
  render: ({ fullName, link }) => ({
    subject: `Reset your ${MAIL_SITE_NAME} password`,
    text: [
      `Hello ${fullName},`,
      '',
      'Someone asked to reset the password of your account. To choose a new one, open this link:',
      link,
      '',
      `The link expires in ${RESET_LINK_TTL_MINUTES / 60} hour and works once. If you did not ask, ignore this email.`,
    ].join('\n'),
  }),
};
