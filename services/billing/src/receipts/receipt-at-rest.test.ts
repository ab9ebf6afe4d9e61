import { MAIL_LIFETIME_MINUTES } from '@pac/contracts';
import { PendingMailSeal } from '@pac/server-kit';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app.js';
import { PaymentReceipts } from './payment-receipt.js';

/**
 * What the database keeps of a receipt while it waits for the email worker: the message sealed on its email log row
 * (the worker's reconciler queues it again from there if Redis loses the job) and its end of life.
 */
describe('payment receipt at rest in the database', () => {
  let ctx: BillingTestApp;
  beforeAll(async () => {
    ctx = await startBillingTestApp();
  });
  afterAll(() => ctx?.stop());

  it('keeps the pending receipt sealed on its row, queued under that row, worth sending for its lifetime', async () => {
    const { user } = await ctx.createUser();
    const before = Date.now();
    await ctx.app.get(PaymentReceipts).send({
      userId: user.id,
      email: user.email,
      fullName: user.fullName,
      plan: 'starter',
      amountPence: 2500,
      currency: 'gbp',
      paidAt: new Date('2026-06-01T10:00:00Z'),
      invoiceId: 'in_sealed_receipt_4417',
    });
    const receipt = (await ctx.queuedMail()).find((mail) => mail.to === user.email)!;
    expect(receipt.text).toContain('Reference: in_sealed_receipt_4417');

    const [raw] = await ctx.prisma.$queryRaw<Array<{ row: string }>>`
      SELECT row_to_json(e)::text AS row FROM email_logs e WHERE e.id = ${receipt.emailLogId}::uuid`;
    expect(raw!.row).not.toContain('in_sealed_receipt_4417');
    expect(raw!.row).not.toContain('£25.00');
    const stored = await ctx.prisma.emailLog.findUniqueOrThrow({ where: { id: receipt.emailLogId! } });
    expect(stored).toMatchObject({ status: 'pending', userId: user.id });
    expect(new PendingMailSeal(TEST_JWT_SECRET).open(stored.id, stored.pendingMessage!).text).toBe(
      receipt.text,
    );
    const lifetimeMinutes = (stored.expiresAt!.getTime() - before) / 60_000;
    expect(lifetimeMinutes).toBeGreaterThan(MAIL_LIFETIME_MINUTES.receipt - 1);
    expect(lifetimeMinutes).toBeLessThanOrEqual(MAIL_LIFETIME_MINUTES.receipt + 0.1);
  });
});
