import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

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
 * Pooled: a few SMTP connections are kept open and reused for message after message, instead of a handshake per
 * email. SMTP_CONNECTIONS sets how many (a real provider's concurrent-connection limit).
 */
export interface PoolOptions {
  maxConnections: number;
}
const pooled = (pool: PoolOptions) =>
  ({ pool: true, maxConnections: pool.maxConnections, maxMessages: Infinity }) as const;

/** One message as the worker hands it to SMTP. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/**
 * Nodemailer transport from `SMTP_URL` (credentials may sit in the URL: smtp://user:pass@host:587). On loopback
 * (the local MailDev catcher) STARTTLS is skipped: the catcher offers no certificate worth checking.
 */
export function createSmtpTransport(smtpUrl: string, pool: PoolOptions): Transporter {
  const { hostname, protocol } = new URL(smtpUrl);
  return nodemailer.createTransport({
    url: smtpUrl,
    ignoreTLS: LOOPBACK.has(hostname) && protocol === 'smtp:',
    ...TIMEOUTS,
    ...pooled(pool),
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/**
 * Nodemailer transport from the admin's settings: implicit TLS on port 465, STARTTLS (when offered) on any other
 * port except on loopback, as for SMTP_URL; a login only when a username is set.
 */
export function createSettingsTransport(server: SmtpServer, pool: PoolOptions): Transporter {
  return nodemailer.createTransport({
    ...pooled(pool),
    host: server.host,
    port: server.port,
    secure: server.port === 465,
    ignoreTLS: LOOPBACK.has(server.host) && server.port !== 465,
    ...(server.username ? { auth: { user: server.username, pass: server.password } } : {}),
    ...TIMEOUTS,
  });
}

export async function sendEmail(
  transport: Transporter,
  from: MailFrom,
  email: OutgoingEmail,
): Promise<string> {
  const info = await transport.sendMail({
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers,
  });
  return String(info.messageId ?? '');
}
