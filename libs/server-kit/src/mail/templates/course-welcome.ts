import { type MailTemplate } from '../mail-template.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The welcome email of a free-course lead: the course link and what the course covers. */
export const courseWelcome: MailTemplate<{ firstName: string; courseUrl: string }> = {
  kind: 'courseWelcome',
  secret: false,
  render: ({ firstName, courseUrl }) => ({
    subject: 'Your free Serviced Accommodation Deal Analysis course',
    text: [
      `Hi ${firstName},`,
      '',
      'Thanks for signing up for the free video course. Watch it here, at your own pace:',
      courseUrl,
      '',
      'Nine short videos take you from researching an area to presenting a deal: seasonal nightly rates, occupancy,',
      'operating costs, monthly and annual cash flow, gross and net ROI, and joint-venture splits.',
      '',
      'Your progress is saved as you watch, so you can pick up where you left off.',
      '',
      'Property Analysis Calculator',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(firstName)},</p>
<p>Thanks for signing up for the free video course. Watch it here, at your own pace:</p>
<p><a href="${escapeHtml(courseUrl)}">${escapeHtml(courseUrl)}</a></p>
<p>Nine short videos take you from researching an area to presenting a deal: seasonal nightly rates, occupancy, operating costs, monthly and annual cash flow, gross and net ROI, and joint-venture splits.</p>
<p>Your progress is saved as you watch, so you can pick up where you left off.</p>
<p>Property Analysis Calculator</p>`,
  }),
};
