import 'reflect-metadata';
import { createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase } from '@pac/db/testing';
import {
  MailQueue,
  SettingsReader,
  encryptSettingSecret,
  settingsNamespaceFor,
  type SettingValue,
} from '@pac/server-kit';
import { closedPort, testRedisUrl } from '@pac/server-kit/testing';
import { Redis } from 'ioredis';
import { MailDev } from 'maildev';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmailWorker, type RunningEmailWorker } from './email-worker-process.js';
import { eventually } from './testing/eventually.js';
import { testWorkerConfig } from './testing/worker-config.js';

const ENCRYPTION_KEY = 'test-only-settings-key-0123456789abcdef';

async function startCatcher(options: { incomingUser?: string; incomingPass?: string } = {}) {
  const port = await closedPort();
  const catcher = new MailDev({ smtp: port, ip: '127.0.0.1', disableWeb: true, silent: true, ...options });
  await catcher.start();
  return { catcher, port };
}

const subjectsIn = async (catcher: MailDev) =>
  ((await catcher.getServers()?.storage.getAll()) ?? []).map((email) => email.subject);

describe('email worker with the admin SMTP settings', () => {
  const prefix = `test-${randomUUID().slice(0, 8)}`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let prisma: PrismaClient;
  let redis: Redis;
  let settings: SettingsReader;
  let fromEnvironment: { catcher: MailDev; port: number };
  let fromSettings: { catcher: MailDev; port: number };
  let worker: RunningEmailWorker;
  let mailQueue: MailQueue;

  /** What the admin service does on save: store the values, then clear the settings cache. */
  async function saveEmailSettings(values: Record<string, SettingValue>): Promise<void> {
    for (const [key, value] of Object.entries(values)) {
      const stored =
        key === 'smtpPassword' ? { ...encryptSettingSecret(String(value), ENCRYPTION_KEY) } : value;
      await prisma.setting.upsert({
        where: { group_key: { group: 'email', key } },
        create: { group: 'email', key, value: stored },
        update: { value: stored },
      });
    }
    await settings.invalidate('email');
  }

  const send = (subject: string) =>
    mailQueue.enqueue({ to: 'reader@example.com', subject, text: `${subject} body` });

  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url);
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    settings = new SettingsReader(prisma, redis, ENCRYPTION_KEY, settingsNamespaceFor(database.url));
    fromEnvironment = await startCatcher();
    // The second catcher insists on a login, so the saved (encrypted) password must reach it decrypted.
    fromSettings = await startCatcher({ incomingUser: 'mailer', incomingPass: 'smtp-pass-1234' });
    worker = await startEmailWorker(
      await testWorkerConfig(
        { databaseUrl: database.url, smtpUrl: `smtp://127.0.0.1:${fromEnvironment.port}`, prefix },
        { SETTINGS_ENCRYPTION_KEY: ENCRYPTION_KEY },
      ),
      'error',
    );
    mailQueue = new MailQueue(redis, { prefix });
  });

  afterAll(async () => {
    await mailQueue?.onApplicationShutdown();
    await worker?.stop();
    await fromEnvironment?.catcher.stop();
    await fromSettings?.catcher.stop();
    redis?.disconnect();
    await prisma?.$disconnect();
    await database?.drop();
  });

  it('sends through SMTP_URL as MAIL_FROM while no SMTP host is set', async () => {
    await send('Before any SMTP settings');
    const delivered = await eventually(async () =>
      ((await fromEnvironment.catcher.getServers()?.storage.getAll()) ?? []).find(
        (email) => email.subject === 'Before any SMTP settings',
      ),
    );
    expect(delivered.from[0]?.address).toBe('no-reply@propertyanalysis.local');
  });

  it('sends the next message through the saved SMTP host, login and From, without a restart', async () => {
    await saveEmailSettings({
      smtpHost: '127.0.0.1',
      smtpPort: fromSettings.port,
      smtpUsername: 'mailer',
      smtpPassword: 'smtp-pass-1234',
      fromEmail: 'hello@propertyanalysis.example',
      fromName: 'PAC Team',
    });
    await send('After saving SMTP settings');
    const delivered = await eventually(async () =>
      ((await fromSettings.catcher.getServers()?.storage.getAll()) ?? []).find(
        (email) => email.subject === 'After saving SMTP settings',
      ),
    );
    expect(delivered.from[0]).toMatchObject({ address: 'hello@propertyanalysis.example', name: 'PAC Team' });
    expect(await subjectsIn(fromEnvironment.catcher)).not.toContain('After saving SMTP settings');
  });

  it('goes back to SMTP_URL once the SMTP host is cleared', async () => {
    await saveEmailSettings({ smtpHost: '' });
    await send('After clearing the SMTP host');
    await eventually(async () =>
      (await subjectsIn(fromEnvironment.catcher)).includes('After clearing the SMTP host') ? true : undefined,
    );
    expect(await subjectsIn(fromSettings.catcher)).not.toContain('After clearing the SMTP host');
  });
});
