import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, REMOTES, SERVICES, type RemoteName, type ServiceName } from '@pac/contracts';
import { stateDir } from './state-dir.js';

const port = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return value;
};

export interface StackPorts {
  shell: number;
  gateway: number;
  services: Record<ServiceName, number>;
  emailWorker: number;
  remotes: Record<RemoteName, number>;
  smtp: number;
  mailInbox: number;
}

export function readPorts(): StackPorts {
  const services = Object.fromEntries(
    SERVICES.map((name) => [name, port(`${name.toUpperCase()}_PORT`, DEFAULT_PORTS[name])]),
  ) as Record<ServiceName, number>;
  const remotes = Object.fromEntries(
    REMOTES.map((name) => [name, port(`${name.toUpperCase()}_PORT`, DEFAULT_PORTS[name])]),
  ) as Record<RemoteName, number>;
  return {
    shell: port('SHELL_PORT', DEFAULT_PORTS.shell),
    gateway: port('GATEWAY_PORT', DEFAULT_PORTS.gateway),
    services,
    emailWorker: port('EMAIL_WORKER_PORT', DEFAULT_PORTS.emailWorker),
    remotes,
    smtp: port('SMTP_PORT', DEFAULT_PORTS.smtp),
    mailInbox: port('MAIL_INBOX_PORT', DEFAULT_PORTS.mailInbox),
  };
}

/** The admin the seed creates. The default password is for local use only and is printed so nobody guesses. */
export function readAdminCredentials(): { email: string; password: string; defaulted: boolean } {
  const email = process.env.ADMIN_EMAIL || 'admin@localhost.test';
  const password = process.env.ADMIN_PASSWORD;
  if (password) return { email, password, defaulted: false };
  return { email, password: 'Local-Admin-Only-1!', defaulted: true };
}

/**
 * JWT_SECRET when configured; otherwise a random secret generated once into the state folder, so local sessions
 * survive a restart and no secret ever lives in the repository.
 */
export function readJwtSecret(): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(stateDir, 'local-jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(stateDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * SETTINGS_ENCRYPTION_KEY (encrypts secret admin settings at rest) when configured; otherwise generated once into
 * the state folder like the JWT secret, so stored secrets stay readable across restarts.
 */
export function readSettingsEncryptionKey(): string {
  if (process.env.SETTINGS_ENCRYPTION_KEY) return process.env.SETTINGS_ENCRYPTION_KEY;
  const file = path.join(stateDir, 'local-settings-encryption-key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(stateDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
