import { type PrismaClient } from '@pac/db';

/** The row of a delivery the worker now holds. */
export interface ClaimedEmailLog {
  id: string;
  recipient: string;
  subject: string;
  broadcastId: string | null;
  userId: string | null;
  attempts: number;
  /** The recipient's account as it is now (null without one): a broadcast greets by name and skips opt-outs. */
  userFullName: string | null;
  userOptedOut: boolean | null;
  /** After this the message is no use (a code or link that expired): it is failed instead of sent. */
  expiresAt: Date | null;
}

/**
 * The database decides who sends: a worker takes a pending row for `leaseSeconds` before it talks to SMTP, and
 * nobody else may take it until it is sent, failed, released or the lease has run out (its worker died). A second
 * job for the same row (a replayed fan-out, a reconciler re-enqueue, a job Redis forgot and was given again) finds
 * it taken or done and sends nothing.
 */
export async function claimEmailLog(
  prisma: PrismaClient,
  emailLogId: string,
  leaseSeconds: number,
): Promise<ClaimedEmailLog | null> {
  const rows = await prisma.$queryRaw<ClaimedEmailLog[]>`
    UPDATE email_logs
       SET claimed_until = now() + make_interval(secs => ${leaseSeconds}::int),
           attempts = attempts + 1,
           updated_at = now()
     WHERE id = ${emailLogId}::uuid
       AND status = 'pending'
       AND (claimed_until IS NULL OR claimed_until < now())
 RETURNING id, recipient, subject, broadcast_id AS "broadcastId", user_id AS "userId", attempts,
           expires_at AS "expiresAt",
           (SELECT u.full_name FROM users u WHERE u.id = email_logs.user_id) AS "userFullName",
           (SELECT u.email_opt_out_at IS NOT NULL FROM users u WHERE u.id = email_logs.user_id) AS "userOptedOut"`;
  return rows[0] ?? null;
}

export async function markEmailSent(prisma: PrismaClient, emailLogId: string): Promise<void> {
  await prisma.emailLog.updateMany({
    where: { id: emailLogId },
    // The sealed message goes with the row's pending state: no code or link is kept once it went out.
    data: {
      status: 'sent',
      sentAt: new Date(),
      claimedUntil: null,
      errorMessage: null,
      pendingMessage: null,
    },
  });
}

export async function markEmailFailed(
  prisma: PrismaClient,
  emailLogId: string,
  error: string,
): Promise<void> {
  await prisma.emailLog.updateMany({
    where: { id: emailLogId, status: 'pending' },
    data: { status: 'failed', claimedUntil: null, errorMessage: error.slice(0, 1_000), pendingMessage: null },
  });
}

/** Gives the row back (still pending) with the reason it could not go now; a later attempt takes it again. */
export async function releaseEmailLog(
  prisma: PrismaClient,
  emailLogId: string,
  error: string,
): Promise<void> {
  await prisma.emailLog.updateMany({
    where: { id: emailLogId, status: 'pending' },
    data: { claimedUntil: null, errorMessage: error.slice(0, 1_000) },
  });
}
