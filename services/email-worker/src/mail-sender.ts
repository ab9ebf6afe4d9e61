import { type WorkerLogger } from './worker-logger.js';
import { type SettingValue } from '@pac/server-kit/settings-reader';
import { type Transporter } from 'nodemailer';
import {
  createSettingsTransport,
  createSmtpTransport,
  type MailFrom,
  type PoolOptions,
  type SmtpServer,
} from './smtp-transport.js';

/** How one message goes out: the transport and the sender it is sent as. */
export interface MailSender {
  transport: Transporter;
  from: MailFrom;
}

/** The environment's choice, used whenever the admin has not set an SMTP host. */
export interface MailFallback {
  smtpUrl: string;
  mailFrom: string;
}

/** What the settings ask for: the admin's SMTP server and sender, or the environment's. */
export type MailRoute =
  | { source: 'settings'; server: SmtpServer; from: MailFrom }
  | { source: 'environment'; smtpUrl: string; from: MailFrom };

const text = (value: SettingValue | undefined) => (typeof value === 'string' ? value.trim() : '');

/**
 * The admin's Email settings win as soon as `smtpHost` is set: host, port, username, password and the From name
 * and address (MAIL_FROM while no From address is set). Without a host, SMTP_URL and MAIL_FROM as configured.
 */
export function mailRouteFrom(email: Record<string, SettingValue>, fallback: MailFallback): MailRoute {
  const host = text(email.smtpHost);
  if (!host) return { source: 'environment', smtpUrl: fallback.smtpUrl, from: fallback.mailFrom };
  const port = Number(email.smtpPort);
  const fromEmail = text(email.fromEmail);
  return {
    source: 'settings',
    server: {
      host,
      port: Number.isInteger(port) && port > 0 && port <= 65535 ? port : 587,
      username: text(email.smtpUsername),
      password: typeof email.smtpPassword === 'string' ? email.smtpPassword : '',
    },
    from: fromEmail ? { name: text(email.fromName), address: fromEmail } : fallback.mailFrom,
  };
}

/**
 * Hands each job the transport of the current settings. Settings are read per message through SettingsReader's
 * short Redis cache (cleared by the admin on save), so a saved change applies to the next message without a
 * restart; the transport is rebuilt only when the route actually changed. If the settings cannot be read, the
 * last route keeps working rather than failing mail for a database hiccup.
 */
export class MailSenderSource {
  private fingerprint = '';
  private sender: MailSender | undefined;
  private refreshing: Promise<MailSender> | undefined;
  private readonly retired = new Set<Transporter>();

  constructor(
    private readonly readEmailSettings: () => Promise<Record<string, SettingValue>>,
    private readonly fallback: MailFallback,
    private readonly logger: WorkerLogger,
    /** Without it a saved SMTP password reads as empty; said once in the log when it matters. */
    private readonly canReadSecrets: boolean,
    private readonly pool: PoolOptions = { maxConnections: 5 },
  ) {}

  current(): Promise<MailSender> {
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  close(): void {
    this.retired.forEach((transport) => transport.close());
    this.retired.clear();
    this.sender?.transport.close();
    this.sender = undefined;
    this.fingerprint = '';
  }

  private async refresh(): Promise<MailSender> {
    let route: MailRoute;
    try {
      route = mailRouteFrom(await this.readEmailSettings(), this.fallback);
    } catch (error) {
      if (this.sender) return this.sender;
      this.logger.warn(`email settings unreadable, using SMTP_URL: ${String(error)}`, 'MailSender');
      route = mailRouteFrom({}, this.fallback);
    }
    const fingerprint = JSON.stringify(route);
    if (this.sender && fingerprint === this.fingerprint) return this.sender;

    const previous = this.sender;
    this.sender = {
      transport:
        route.source === 'settings'
          ? createSettingsTransport(route.server, this.pool)
          : createSmtpTransport(route.smtpUrl, this.pool),
      from: route.from,
    };
    this.fingerprint = fingerprint;
    // Messages already handed the old pool finish on it; it closes once they had ample time.
    if (previous) {
      this.retired.add(previous.transport);
      setTimeout(() => {
        previous.transport.close();
        this.retired.delete(previous.transport);
      }, 60_000).unref();
    }
    this.describe(route);
    return this.sender;
  }

  private describe(route: MailRoute): void {
    if (route.source === 'environment') {
      this.logger.log('sending through SMTP_URL (no SMTP host in the admin settings)', 'MailSender');
      return;
    }
    const { host, port, username, password } = route.server;
    this.logger.log(`sending through ${host}:${port} from the admin's Email settings`, 'MailSender');
    if (username && !password && !this.canReadSecrets)
      this.logger.warn(
        'SETTINGS_ENCRYPTION_KEY is not set, so the saved SMTP password cannot be read; the login will fail',
        'MailSender',
      );
  }
}
