import { type MailKind } from '@pac/contracts';

/** A message as it goes out; the recipient is the outbox's business. */
export interface RenderedMail {
  subject: string;
  text: string;
  html?: string;
}

/** One kind of mail the services send: what it says for its data, how long it is worth sending, how it is kept. */
export interface MailTemplate<Data> {
  /** Its lifetime in MAIL_LIFETIME_MINUTES: a pending one past it is failed, never sent late. */
  kind: MailKind;
  /**
   * It carries a code, a link or sign-in details: Redis keeps no copy once it is sent, and a job that fails for
   * good keeps its text redacted (MailQueue's `secret`).
   */
  secret: boolean;
  render(data: Data): RenderedMail;
}

/** The product name every template signs or titles with. */
export const MAIL_SITE_NAME = 'Property Analysis Calculator';
