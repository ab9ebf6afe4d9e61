import { MAIL_LIFETIME_MINUTES } from '@pac/contracts';
import { PendingMailSeal } from '@pac/server-kit';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SUPPORT_INBOX, freshClientIp, startContentTestApp } from '../testing/content-test-app.js';

/**
 * What the database keeps of the contact form's mails while they wait for the email worker: each message sealed on
 * its email log row (the worker's reconciler queues it again from there if Redis loses the job), with its end of
 * life, and none of its text in plain sight.
 */
describe('contact mails at rest in the database', () => {
  let ctx: Awaited<ReturnType<typeof startContentTestApp>>;
  beforeAll(async () => {
    ctx = await startContentTestApp();
  });
  afterAll(() => ctx?.stop());

  it('keeps the pending acknowledgement and support notification sealed on their rows, with their lifetimes', async () => {
    // Its own address: the acknowledgement limit per address is counted in the shared Redis across runs.
    const sender = `tomasz-${randomUUID().slice(0, 8)}@example.com`;
    const before = Date.now();
    const res = await request(ctx.server())
      .post('/api/contact')
      .set('X-Forwarded-For', freshClientIp())
      .send({
        name: 'Tomasz Nowak',
        email: sender,
        contact_number: '+44 161 496 0000',
        enquiry_type: 'General Business Enquiry',
        message: 'Quince-orchard-7731: do your figures cover holiday lets with seasonal pricing?',
      });
    expect(res.status).toBe(200);
    const enquiry = await ctx.prisma.contactEnquiry.findFirstOrThrow({
      where: { email: sender },
    });
    const mail = await ctx.queuedMail();
    const seal = new PendingMailSeal(TEST_JWT_SECRET);
    const cases = [
      {
        job: mail.find((m) => m.to === sender)!,
        kind: 'contactAcknowledgement' as const,
      },
      {
        job: mail.find((m) => m.to === TEST_SUPPORT_INBOX && m.text.includes('Quince'))!,
        kind: 'supportNotification' as const,
      },
    ];
    for (const { job, kind } of cases) {
      expect(job.emailLogId).toBeTruthy();
      const [raw] = await ctx.prisma.$queryRaw<Array<{ row: string }>>`
        SELECT row_to_json(e)::text AS row FROM email_logs e WHERE e.id = ${job.emailLogId}::uuid`;
      // The enquiry reference and (for support) the message are in the text, never in the row.
      expect(raw!.row).not.toContain('Quince-orchard-7731');
      expect(job.text).toContain(enquiry.id);
      expect(raw!.row).not.toContain(enquiry.id);
      const stored = await ctx.prisma.emailLog.findUniqueOrThrow({ where: { id: job.emailLogId! } });
      expect(stored.status).toBe('pending');
      expect(seal.open(stored.id, stored.pendingMessage!)).toMatchObject({ to: job.to, text: job.text });
      const lifetimeMinutes = (stored.expiresAt!.getTime() - before) / 60_000;
      expect(lifetimeMinutes).toBeGreaterThan(MAIL_LIFETIME_MINUTES[kind] - 1);
      expect(lifetimeMinutes).toBeLessThanOrEqual(MAIL_LIFETIME_MINUTES[kind] + 0.1);
    }
  });
});
