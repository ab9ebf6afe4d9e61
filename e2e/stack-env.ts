import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The composed site under test runs on its own ports, state folder and database, so `npm test` never disturbs a
 * running `npm start` (5173/8082) and vice versa.
 */
export const E2E_PORTS = {
  SHELL_PORT: 6173,
  GATEWAY_PORT: 9082,
  IDENTITY_PORT: 4101,
  BILLING_PORT: 4102,
  CONTENT_PORT: 4103,
  ADMIN_PORT: 4104,
  EMAIL_WORKER_PORT: 4105,
  ANALYSIS_PORT: 4106,
  MFE_MARKETING_PORT: 6174,
  MFE_COURSE_PORT: 6175,
  MFE_ACCOUNT_PORT: 6176,
  MFE_ADMIN_PORT: 6177,
  MFE_CALCULATOR_PORT: 6178,
  SMTP_PORT: 2025,
  MAIL_INBOX_PORT: 2080,
  PAYMENT_STAND_IN_PORT: 13111,
} as const;

export const E2E_ADMIN = { email: 'e2e-admin@example.test', password: 'E2e-Admin-Pass-1!' } as const;

export const siteUrl = `http://localhost:${E2E_PORTS.SHELL_PORT}`;
export const gatewayUrl = `http://localhost:${E2E_PORTS.GATEWAY_PORT}`;
export const inboxUrl = `http://localhost:${E2E_PORTS.MAIL_INBOX_PORT}`;

/**
 * The e2e stack's STACK_STATE_DIR: its embedded database, and what its supervisor writes (the processes' pids,
 * one line per restart; tools/stack/src/processes.ts).
 */
export const E2E_STATE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.stack/e2e');
