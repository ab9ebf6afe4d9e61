import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { type EmailJob } from '@pac/server-kit/email-job';

/** The sender of a message: MAIL_FROM as written, or the admin's From name and address. */
export type MailFrom = NonNullable<SendMailOptions['from']>;

/** The SMTP server of the admin's Email settings. */
export interface SmtpServer {
  host: string;
  port: number;
  username: string;
  password: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * Nodemailer transport from `SMTP_URL` (credentials may sit in the URL: smtp://user:pass@host:587). On loopback
 * (the local MailDev catcher) STARTTLS is skipped: the catcher offers no certificate worth checking.
 */
export function createSmtpTransport(smtpUrl: string): Transporter {
  const { hostname, protocol } = new URL(smtpUrl);
  return nodemailer.createTransport({
    url: smtpUrl,
    ignoreTLS: LOOPBACK.has(hostname) && protocol === 'smtp:',
    ...TIMEOUTS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/**
 * Nodemailer transport from the admin's settings: implicit TLS on port 465, STARTTLS (when offered) on any other
 * port except on loopback, as for SMTP_URL; a login only when a username is set.
 */
export function createSettingsTransport(server: SmtpServer): Transporter {
  return nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.port === 465,
    ignoreTLS: LOOPBACK.has(server.host) && server.port !== 465,
    ...(server.username ? { auth: { user: server.username, pass: server.password } } : {}),
    ...TIMEOUTS,
  });
}

export async function sendEmail(transport: Transporter, from: MailFrom, email: EmailJob): Promise<string> {
  const info = await transport.sendMail({
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
  });
  return String(info.messageId ?? '');
}
