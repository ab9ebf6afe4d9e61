import { inboxUrl } from '../stack-env.js';

/** One message as MailDev's REST API lists it (only the fields journeys read). */
export interface InboxMessage {
  id: string;
  subject: string;
  time: string;
  to: { address: string; name?: string }[];
  text?: string;
  html?: string;
}

export interface WaitForMailOptions {
  /** Recipient address, compared case-insensitively. */
  to: string;
  /** Exact subject, or a pattern it must match. */
  subject: string | RegExp;
  /** Only messages received at or after this moment (e.g. `Date.now()` taken before the action that sends it). */
  since?: number;
  timeoutMs?: number;
  /** The inbox to read; defaults to the e2e stack's MailDev. */
  inbox?: string;
}

// MailDev 3 serves its REST API under /api/email; earlier versions (and some docs) use /email.
const LIST_PATHS = ['/api/email', '/email'] as const;

/** Every message currently in the MailDev inbox, newest last. */
export async function listInbox(inbox: string = inboxUrl): Promise<InboxMessage[]> {
  for (const path of LIST_PATHS) {
    const response = await fetch(`${inbox}${path}`);
    if (response.status === 404) continue;
    if (!response.ok) throw new Error(`GET ${inbox}${path} answered ${response.status}`);
    return (await response.json()) as InboxMessage[];
  }
  throw new Error(`MailDev at ${inbox} has no /api/email or /email listing`);
}

const matchesSubject = (subject: string, expected: string | RegExp) =>
  typeof expected === 'string' ? subject === expected : expected.test(subject);

/**
 * Polls the inbox until a message to `to` with the subject arrives (newest match wins), or fails naming what it
 * waited for and what the recipient did receive.
 */
export async function waitForMail(options: WaitForMailOptions): Promise<InboxMessage> {
  const { to, subject, since = 0, timeoutMs = 20_000, inbox = inboxUrl } = options;
  const recipient = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  let seen: string[] = [];
  for (;;) {
    const forRecipient = (await listInbox(inbox)).filter(
      (message) =>
        message.to.some((address) => address.address.toLowerCase() === recipient) &&
        // MailDev stamps whole seconds; allow for that when comparing with a millisecond `since`.
        Date.parse(message.time) >= since - 1_000,
    );
    const match = forRecipient.filter((message) => matchesSubject(message.subject, subject)).at(-1);
    if (match) return match;
    seen = forRecipient.map((message) => message.subject);
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${to} with subject ${String(subject)} within ${timeoutMs} ms; received: ${JSON.stringify(seen)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first 6-digit number in a message: the sign-in verification code. */
export function extractVerificationCode(message: InboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text ?? message.html ?? '')?.[1];
  if (!code) throw new Error(`No 6-digit code in mail "${message.subject}"`);
  return code;
}

/** The first link in a message whose path is `pathname` (e.g. '/reset-password'), HTML entities decoded. */
export function extractLink(message: InboxMessage, pathname: string): URL {
  const body = `${message.html ?? ''}\n${message.text ?? ''}`.replaceAll('&amp;', '&');
  for (const [candidate] of body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(candidate);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No ${pathname} link in mail "${message.subject}"`);
}
