import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS } from '@pac/contracts';
import { type ProcessGroup } from './processes.js';
import { stateDir } from './state-dir.js';

/**
 * With no STRIPE_SECRET_KEY the stack runs the local payment stand-in and gives billing its address and a webhook
 * signing secret generated into the state folder (local-only, never in the repository). With a key configured,
 * billing talks to the provider and this adds nothing.
 */
export function startPaymentStandIn(
  processes: ProcessGroup,
  options: { publicHost: string; gatewayPort: number; env: NodeJS.ProcessEnv },
): { billingEnv: NodeJS.ProcessEnv; healthUrl: string | null; publicUrl: string | null } {
  if (process.env.STRIPE_SECRET_KEY) return { billingEnv: {}, healthUrl: null, publicUrl: null };
  const raw = process.env.PAYMENT_STAND_IN_PORT;
  const port = raw ? Number(raw) : DEFAULT_PORTS.paymentStandIn;
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PAYMENT_STAND_IN_PORT must be a port number, got "${raw}"`);
  const secret = process.env.STRIPE_WEBHOOK_SECRET || localWebhookSecret();
  processes.start(
    'payment-stand-in',
    process.execPath,
    [path.resolve('services/payment-stand-in/dist/main.js')],
    {
      ...options.env,
      PORT: String(port),
      STAND_IN_PUBLIC_URL: `http://${options.publicHost}:${port}`,
      // Through the gateway, as the provider reaches billing in production.
      STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${options.gatewayPort}/api/webhooks/stripe`,
      STRIPE_WEBHOOK_SECRET: secret,
    },
    { livenessUrl: `http://127.0.0.1:${port}/health` },
  );
  return {
    billingEnv: { STRIPE_WEBHOOK_SECRET: secret, PAYMENT_STAND_IN_URL: `http://127.0.0.1:${port}` },
    healthUrl: `http://127.0.0.1:${port}/health`,
    publicUrl: `http://${options.publicHost}:${port}`,
  };
}

function localWebhookSecret(): string {
  const file = path.join(stateDir, 'local-stand-in-webhook-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(stateDir, { recursive: true });
    fs.writeFileSync(file, `whsec_local_only_${crypto.randomBytes(24).toString('hex')}`, { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
