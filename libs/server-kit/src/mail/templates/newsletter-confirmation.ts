import { ROUTES } from '@pac/contracts';
import { MAIL_SITE_NAME, type MailTemplate } from '../mail-template.js';

/** The unsubscribe page of mfe-marketing with the subscriber's token. */
export function newsletterUnsubscribeLink(siteUrl: string, token: string): string {
  const url = new URL(ROUTES.newsletterUnsubscribe, siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Confirmation sent on subscribing to the newsletter: what to expect, and the one-click way out. */
export const newsletterConfirmation: MailTemplate<{ unsubscribeLink: string }> = {
  kind: 'newsletterConfirmation',
  secret: false,
  render: ({ unsubscribeLink }) => ({
    subject: `You are subscribed to the ${MAIL_SITE_NAME} newsletter`,
    text: [
      'Hello,',
      '',
      `Thank you for subscribing to the ${MAIL_SITE_NAME} newsletter.`,
      '',
      'Expect practical notes on analysing serviced-accommodation and short-term-rental deals: setting seasonal',
      'nightly rates, realistic occupancy, the running costs people forget, and reading gross and net ROI, plus',
      'news about the calculator and the free course.',
      '',
      'If you did not ask for this, or change your mind later, unsubscribe here:',
      unsubscribeLink,
      '',
      MAIL_SITE_NAME,
      'London, United Kingdom',
    ].join('\n'),
  }),
};
