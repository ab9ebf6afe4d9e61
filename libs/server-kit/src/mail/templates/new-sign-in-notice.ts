import { MAIL_SITE_NAME, type MailTemplate } from '../mail-template.js';

/** Tells a user their account was just signed in to, and from where. */
export const newSignInNotice: MailTemplate<{
  fullName: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
}> = {
  kind: 'notice',
  // Sign-in details (IP address, browser) are personal: no copy once sent.
  secret: true,
  render: ({ fullName, at, ip, userAgent }) => ({
    subject: `New sign-in to your ${MAIL_SITE_NAME} account`,
    text: [
      `Hello ${fullName},`,
      '',
      'Your account was just signed in to:',
      `Time: ${at.toUTCString()}`,
      `IP address: ${ip ?? 'unknown'}`,
      `Browser: ${userAgent ?? 'unknown'}`,
      '',
      'If this was not you, reset your password at once.',
    ].join('\n'),
  }),
};
