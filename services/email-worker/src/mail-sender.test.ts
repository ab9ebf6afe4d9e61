import { type WorkerLogger } from './worker-logger.js';
import { type SettingValue } from '@pac/server-kit';
import { describe, expect, it, vi } from 'vitest';
import { MailSenderSource, mailRouteFrom } from './mail-sender.js';

const fallback = { smtpUrl: 'smtp://127.0.0.1:1025', mailFrom: 'PAC <no-reply@pac.local>' };
const quietLogger: WorkerLogger = { log: vi.fn(), warn: vi.fn(), error: vi.fn() };

describe('mail route from the Email settings', () => {
  it('uses SMTP_URL and MAIL_FROM while no SMTP host is set, whatever else is filled in', () => {
    expect(mailRouteFrom({ smtpHost: '  ', fromEmail: 'a@b.co', smtpPort: 2525 }, fallback)).toEqual({
      source: 'environment',
      smtpUrl: fallback.smtpUrl,
      from: fallback.mailFrom,
    });
  });

  it('takes host, port, login and From from the settings once a host is set', () => {
    const email = {
      smtpHost: ' smtp.example.com ',
      smtpPort: 465,
      smtpUsername: 'mailer',
      smtpPassword: 's3cret',
      fromEmail: 'hello@example.com',
      fromName: 'PAC Team',
    };
    expect(mailRouteFrom(email, fallback)).toEqual({
      source: 'settings',
      server: { host: 'smtp.example.com', port: 465, username: 'mailer', password: 's3cret' },
      from: { name: 'PAC Team', address: 'hello@example.com' },
    });
  });

  it('keeps MAIL_FROM without a From address and falls back to port 587 for a nonsense port', () => {
    const route = mailRouteFrom({ smtpHost: 'smtp.example.com', smtpPort: 'abc', fromEmail: '' }, fallback);
    expect(route).toMatchObject({ source: 'settings', server: { port: 587 }, from: fallback.mailFrom });
  });
});

describe('mail sender source', () => {
  it('rebuilds the transport only when the settings change', async () => {
    let email: Record<string, SettingValue> = { smtpHost: '' };
    const source = new MailSenderSource(() => Promise.resolve(email), fallback, quietLogger, true);
    const first = await source.current();
    expect(await source.current()).toBe(first);
    email = { smtpHost: 'smtp.example.com', smtpPort: 587 };
    const second = await source.current();
    expect(second).not.toBe(first);
    expect(second.transport.options).toMatchObject({ host: 'smtp.example.com', port: 587 });
    expect(await source.current()).toBe(second);
    source.close();
  });

  it('keeps sending through the last route when the settings cannot be read', async () => {
    let fail = false;
    const read = () =>
      fail ? Promise.reject(new Error('database down')) : Promise.resolve({ smtpHost: 'smtp.example.com' });
    const source = new MailSenderSource(read, fallback, quietLogger, true);
    const working = await source.current();
    fail = true;
    expect(await source.current()).toBe(working);
    source.close();
  });

  it('starts on SMTP_URL when the settings cannot be read at all', async () => {
    const source = new MailSenderSource(() => Promise.reject(new Error('down')), fallback, quietLogger, true);
    const sender = await source.current();
    expect(sender.from).toBe(fallback.mailFrom);
    source.close();
  });
});
