import { type Prisma, type PrismaClient } from '@pac/db';

/** One audit trail entry (Recent Activity, settings history): who did what, when. */
export async function recordAuditEvent(
  prisma: PrismaClient | Prisma.TransactionClient,
  event: { kind: string; description: string; actorId: string | null; metadata?: Prisma.InputJsonValue },
): Promise<void> {
  await prisma.auditEvent.create({
    data: {
      kind: event.kind,
      description: event.description,
      actorId: event.actorId,
      metadata: event.metadata,
    },
  });
}
