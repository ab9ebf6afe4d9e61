import { EMAIL_UNSUBSCRIBE_API, ROUTES } from '@pac/contracts';

export interface BroadcastEmailInput {
  subject: string;
  message: string;
  /** The recipient's full name as they registered it; the greeting uses the first word. */
  fullName: string;
  siteName: string;
  /** PUBLIC_SITE_URL: the unsubscribe page and its one-click API are reached through the site. */
  siteUrl: string;
  /** The recipient's email log row id: an unguessable per-recipient token for the unsubscribe link. */
  unsubscribeToken: string;
}

export interface RenderedBroadcastEmail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

// Everything but tab and newline among the C0/C1 controls and the bidi overrides: nothing in a mail should
// reorder or hide text the admin did not see in the form.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Plain text only: the admin's message is sent as written and can never become markup in the reader's client. */
export function cleanMessageText(message: string): string {
  return message.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

/** One line: a newline in a subject must not start a new header. */
export function cleanSubject(subject: string): string {
  return subject.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

export function firstNameOf(fullName: string): string {
  return cleanSubject(fullName).split(' ')[0] ?? '';
}

export function renderBroadcastEmail(input: BroadcastEmailInput): RenderedBroadcastEmail {
  const site = input.siteUrl.replace(/\/+$/, '');
  const token = encodeURIComponent(input.unsubscribeToken);
  const pageLink = `${site}${ROUTES.emailUnsubscribe}?token=${token}`;
  const oneClick = `${site}${EMAIL_UNSUBSCRIBE_API}?token=${token}`;
  const name = firstNameOf(input.fullName);
  const text = [
    name ? `Hi ${name},` : 'Hello,',
    '',
    cleanMessageText(input.message),
    '',
    '--',
    `You are receiving this because you have an account with ${input.siteName}.`,
    `Unsubscribe from these announcements: ${pageLink}`,
    '',
  ].join('\n');
  return {
    subject: cleanSubject(input.subject),
    text,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      // RFC 8058: mail clients may unsubscribe with one POST, without opening the page.
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
