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

const LOOPBACK = new Set(['localhost', '::1', '[::1]']);
/** The local catcher (MailDev) on this machine; every other server is reached over the network. */
export const isLoopbackHost = (host: string) =>
  LOOPBACK.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);
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
 * How a connection to `host` is protected. A server across the network must speak TLS: implicit TLS when `secure`
 * (smtps://, port 465), else STARTTLS is required (`requireTLS`), so codes and reset links never cross the network in
 * clear text, even when a server or a middlebox leaves STARTTLS out. On loopback (the local MailDev catcher) the
 * connection stays plain: the catcher offers no certificate worth checking.
 */
export function tlsOptionsFor(host: string, secure: boolean) {
  if (secure) return { secure: true } as const;
  return isLoopbackHost(host) ? ({ ignoreTLS: true } as const) : ({ requireTLS: true } as const);
}

/**
 * Nodemailer transport from `SMTP_URL` (credentials may sit in the URL: smtp://user:pass@host:587). Options written
 * in the URL's query win over these (nodemailer's rule): `?requireTLS=false` is the explicit opt-out for a mail
 * catcher on a private network, as docker-compose.yml's local-only `mail` service.
 */
export function createSmtpTransport(smtpUrl: string, pool: PoolOptions): Transporter {
  const { hostname, protocol } = new URL(smtpUrl);
  return nodemailer.createTransport({
    url: smtpUrl,
    ...tlsOptionsFor(hostname, protocol === 'smtps:'),
    ...TIMEOUTS,
    ...pooled(pool),
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/**
 * Nodemailer transport from the admin's settings: implicit TLS on port 465, STARTTLS required on any other port
 * except on loopback, as for SMTP_URL; a login only when a username is set.
 */
export function createSettingsTransport(server: SmtpServer, pool: PoolOptions): Transporter {
  return nodemailer.createTransport({
    ...pooled(pool),
    host: server.host,
    port: server.port,
    ...tlsOptionsFor(server.host, server.port === 465),
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
