import { type Prisma, type PrismaClient } from '@pac/db';

/** One audit trail entry (the admin dashboard's Recent Activity, settings history): who did what, when. */
export async function recordAuditEvent(
  prisma: PrismaClient | Prisma.TransactionClient,
  event: {
    kind: string;
    description: string;
    actorId: string | null;
    /** When it happened; the database's clock when left out. */
    at?: Date;
    metadata?: Prisma.InputJsonValue;
  },
): Promise<void> {
  await prisma.auditEvent.create({
    data: {
      kind: event.kind,
      description: event.description,
      actorId: event.actorId,
      metadata: event.metadata,
      createdAt: event.at,
    },
  });
}
