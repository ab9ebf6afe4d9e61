import { IDENTITY_MAIL_LIFETIME_MINUTES } from '@pac/contracts';
import { PendingMailSeal } from '@pac/server-kit';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';

/**
 * What the database keeps of a reset link while it waits for the email worker: the message sealed on its email log
 * row (the reconciler queues it again from there if Redis loses the job), never the link in plain text.
 */
describe('identity mail at rest in the database', () => {
  let t: IdentityHarness;
  beforeAll(async () => {
    t = await startIdentity();
  });
  afterAll(() => t?.stop());

  it('keeps a pending reset link sealed on its row, openable only with the server secret, until its hour is up', async () => {
    await t.register('sealed@example.com');
    const before = Date.now();
    const res = await t.http().post('/api/forgot-password').set('X-Forwarded-For', t.newIp()).send({
      email: 'sealed@example.com',
    });
    expect(res.status).toBe(200);
    const mail = (await t.mailTo('sealed@example.com')).at(-1)!.data;
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    const [row] = await t.prisma.$queryRaw<Array<{ id: string; text: string }>>`
      SELECT e.id::text AS id, row_to_json(e)::text AS text FROM email_logs e
       WHERE e.id = ${mail.emailLogId}::uuid`;
    expect(row!.text).not.toContain(token);
    const stored = await t.prisma.emailLog.findUniqueOrThrow({ where: { id: mail.emailLogId! } });
    expect(stored.status).toBe('pending');
    expect(new PendingMailSeal(TEST_JWT_SECRET).open(stored.id, stored.pendingMessage!).text).toBe(mail.text);
    const lifetimeMinutes = (stored.expiresAt!.getTime() - before) / 60_000;
    expect(lifetimeMinutes).toBeGreaterThan(IDENTITY_MAIL_LIFETIME_MINUTES.resetLink - 1);
    expect(lifetimeMinutes).toBeLessThanOrEqual(IDENTITY_MAIL_LIFETIME_MINUTES.resetLink + 0.1);
  });
});
