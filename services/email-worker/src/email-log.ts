import { type PrismaClient } from '@pac/db';

/**
 * Records the outcome of one attempt on its `email_logs` row. A row that vanished (its broadcast was deleted)
 * is not an error worth retrying the email for, so `updateMany` is used and a zero count ignored.
 */
export async function recordEmailSent(
  prisma: PrismaClient,
  emailLogId: string,
  attempts: number,
): Promise<void> {
  await prisma.emailLog.updateMany({
    where: { id: emailLogId },
    data: { status: 'sent', sentAt: new Date(), attempts, errorMessage: null },
  });
}

export async function recordEmailFailure(
  prisma: PrismaClient,
  emailLogId: string,
  attempts: number,
  error: string,
  final: boolean,
): Promise<void> {
  await prisma.emailLog.updateMany({
    where: { id: emailLogId },
    // Until the last attempt the row stays pending: a retry may still deliver it.
    data: { attempts, errorMessage: error.slice(0, 1_000), ...(final ? { status: 'failed' as const } : {}) },
  });
}
