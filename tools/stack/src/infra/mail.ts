import path from 'node:path';
import type { ProcessGroup } from '../processes.js';
import { assertPortFree, waitForPort } from './net.js';

export interface MailHandle {
  smtpUrl: string;
  inboxUrl: string | null;
  description: string;
}

/** SMTP_URL when configured; otherwise MailDev: SMTP catcher plus a web inbox and REST API (`/email`). */
export async function resolveMail(
  processes: ProcessGroup,
  ports: { smtp: number; inbox: number },
  configuredUrl = process.env.SMTP_URL,
): Promise<MailHandle> {
  if (configuredUrl) return { smtpUrl: configuredUrl, inboxUrl: null, description: 'configured SMTP' };
  await assertPortFree(ports.smtp, 'MailDev SMTP');
  await assertPortFree(ports.inbox, 'MailDev inbox');
  const bin = path.resolve('node_modules/.bin/maildev');
  processes.start(
    'maildev',
    bin,
    [
      '--smtp',
      String(ports.smtp),
      '--web',
      String(ports.inbox),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
    ],
    process.env,
  );
  await waitForPort(ports.smtp);
  await waitForPort(ports.inbox);
  return {
    smtpUrl: `smtp://127.0.0.1:${ports.smtp}`,
    inboxUrl: `http://localhost:${ports.inbox}`,
    description: `MailDev (SMTP ${ports.smtp}, inbox ${ports.inbox})`,
  };
}
