import { type Transporter } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { createSettingsTransport, createSmtpTransport } from './smtp-transport.js';

const pool = { maxConnections: 1 };

/** The connection options nodemailer will use (URL options merged in). */
const tlsOf = (transport: Transporter) => {
  const { secure, requireTLS, ignoreTLS } = (transport as unknown as { options: Record<string, unknown> })
    .options;
  transport.close();
  return { secure: Boolean(secure), requireTLS: Boolean(requireTLS), ignoreTLS: Boolean(ignoreTLS) };
};

const PLAIN = { secure: false, requireTLS: false, ignoreTLS: true };
const STARTTLS_REQUIRED = { secure: false, requireTLS: true, ignoreTLS: false };
const IMPLICIT_TLS = { secure: true, requireTLS: false, ignoreTLS: false };

describe('SMTP transport from SMTP_URL', () => {
  it.each([
    'smtp://mailer:secret@smtp.example.com:587',
    'smtp://smtp.example.com',
    'smtp://mail:1025',
    'smtp://10.0.0.5:25',
    'smtp://128.0.0.1:25',
  ])('requires STARTTLS from a server across the network: %s', (url) => {
    expect(tlsOf(createSmtpTransport(url, pool))).toEqual(STARTTLS_REQUIRED);
  });

  it('uses implicit TLS for smtps://', () => {
    expect(tlsOf(createSmtpTransport('smtps://mailer:secret@smtp.example.com:465', pool))).toEqual(
      IMPLICIT_TLS,
    );
  });

  it.each(['smtp://127.0.0.1:1025', 'smtp://127.0.0.2:1025', 'smtp://localhost:1025', 'smtp://[::1]:1025'])(
    'stays plain on loopback, the local mail catcher: %s',
    (url) => {
      expect(tlsOf(createSmtpTransport(url, pool))).toEqual(PLAIN);
    },
  );

  it('lets the URL opt out explicitly (a catcher on a private network, as the compose `mail` service)', () => {
    expect(tlsOf(createSmtpTransport('smtp://mail:1025?requireTLS=false', pool)).requireTLS).toBe(false);
  });
});

describe('SMTP transport from the admin Email settings', () => {
  const server = { host: 'smtp.example.com', port: 587, username: 'mailer', password: 'secret' };

  it('requires STARTTLS on any port but 465, which is implicit TLS', () => {
    expect(tlsOf(createSettingsTransport(server, pool))).toEqual(STARTTLS_REQUIRED);
    expect(tlsOf(createSettingsTransport({ ...server, port: 25 }, pool))).toEqual(STARTTLS_REQUIRED);
    expect(tlsOf(createSettingsTransport({ ...server, port: 465 }, pool))).toEqual(IMPLICIT_TLS);
  });

  it('stays plain on loopback', () => {
    expect(tlsOf(createSettingsTransport({ ...server, host: '127.0.0.1', port: 1025 }, pool))).toEqual(PLAIN);
    expect(tlsOf(createSettingsTransport({ ...server, host: 'LOCALHOST', port: 1025 }, pool))).toEqual(PLAIN);
  });
});
