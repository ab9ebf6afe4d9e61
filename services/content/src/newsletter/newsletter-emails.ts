import { ROUTES } from '@pac/contracts';

/** The unsubscribe page of mfe-marketing with the subscriber's token. */
export function unsubscribeLink(siteUrl: string, token: string): string {
  const url = new URL(ROUTES.newsletterUnsubscribe, siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Confirmation sent on subscribing: what to expect, and the one-click way out. */
export function confirmationMail(to: string, link: string) {
  return {
    to,
    subject: 'You are subscribed to the Property Analysis Calculator newsletter',
    text: [
      'Hello,',
      '',
      'Thank you for subscribing to the Property Analysis Calculator newsletter.',
      '',
      'Expect practical notes on analysing serviced-accommodation and short-term-rental deals: setting seasonal',
      'nightly rates, realistic occupancy, the running costs people forget, and reading gross and net ROI, plus',
      'news about the calculator and the free course.',
      '',
      'If you did not ask for this, or change your mind later, unsubscribe here:',
      link,
      '',
      'Property Analysis Calculator',
      'London, United Kingdom',
    ].join('\n'),
  };
}
