import { MAIL_SITE_NAME, type MailTemplate } from '../mail-template.js';

/** Sent instead of a confirmation link when someone signs up with an address that already has an account. */
export const alreadyRegisteredNotice: MailTemplate<{
  fullName: string;
  signInLink: string;
  resetLink: string;
}> = {
  kind: 'notice',
  // It links to sign-in and reset: kept like a code, no copy once sent.
  secret: true,
  render: ({ fullName, signInLink, resetLink }) => ({
    subject: `Someone tried to sign up to ${MAIL_SITE_NAME} with your email`,
    text: [
      `Hello ${fullName},`,
      '',
      'Someone just tried to create an account with your email address, which already has one. Nothing has changed.',
      '',
      `If it was you, sign in: ${signInLink}`,
      `Forgotten your password? Choose a new one: ${resetLink}`,
      '',
      'If it was not you, you can ignore this email.',
    ].join('\n'),
  }),
};
