import { type PrismaClient } from '@pac/db';

/**
 * Marks every fully fanned-out broadcast with no pending email left as completed, with its final counts. Safe to
 * run from any number of workers at once: the status condition lets one of them win.
 */
export async function completeFinishedBroadcasts(prisma: PrismaClient): Promise<number> {
  return prisma.$executeRaw`
    UPDATE broadcasts b
       SET status = 'completed',
           completed_at = now(),
           sent_count = (SELECT count(*) FROM email_logs l WHERE l.broadcast_id = b.id AND l.status = 'sent'),
           failed_count = (SELECT count(*) FROM email_logs l WHERE l.broadcast_id = b.id AND l.status = 'failed')
     WHERE b.status = 'sending'
       AND b.fanned_out_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM email_logs l WHERE l.broadcast_id = b.id AND l.status = 'pending')`;
}
