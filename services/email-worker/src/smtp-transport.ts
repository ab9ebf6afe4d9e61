import nodemailer, { type Transporter } from 'nodemailer';
import { type EmailJob } from '@pac/server-kit/email-job';

/**
 * Nodemailer transport from `SMTP_URL` (credentials may sit in the URL: smtp://user:pass@host:587). On loopback
 * (the local MailDev catcher) STARTTLS is skipped: the catcher offers no certificate worth checking.
 */
export function createSmtpTransport(smtpUrl: string): Transporter {
  const { hostname, protocol } = new URL(smtpUrl);
  const loopback = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname);
  return nodemailer.createTransport({
    url: smtpUrl,
    ignoreTLS: loopback && protocol === 'smtp:',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

export async function sendEmail(transport: Transporter, from: string, email: EmailJob): Promise<string> {
  const info = await transport.sendMail({
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
  });
  return String(info.messageId ?? '');
}
