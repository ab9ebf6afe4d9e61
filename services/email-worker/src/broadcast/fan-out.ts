import { type WorkerLogger } from '../worker-logger.js';
import { broadcastAudience, type PrismaClient } from '@pac/db';
import {
  MAIL_PRIORITY,
  SEND_BROADCAST_EMAIL_JOB,
  broadcastEmailJobIdFor,
  fanOutJobSchema,
  type BroadcastEmailJob,
  type EmailJob,
  type FanOutJob,
} from '@pac/server-kit/mail-queue';
import { type Job, type Queue } from 'bullmq';
import { completeFinishedBroadcasts } from './broadcast-completion.js';

export interface FanOutDeps {
  prisma: PrismaClient;
  /** The worker's one handle on the email queue (it also carries transactional mail); fan-outs add broadcast emails. */
  emailQueue: Queue<BroadcastEmailJob | EmailJob>;
  logger: WorkerLogger;
  /** Users per batch: one email log insert and one bulk enqueue each. */
  batchSize?: number;
}

/**
 * Walks a broadcast's recipients in id order, batch by batch: writes one pending email log row per recipient
 * (the unique key makes a replay add none) and queues one email job per row under a deterministic id. The cursor
 * is saved on the job after each batch, so a retried fan-out resumes where it stopped; one that starts over (its
 * job was lost with Redis) adds nothing twice either.
 */
export async function fanOutBroadcast(
  deps: FanOutDeps,
  job: Job<FanOutJob>,
): Promise<{ recipients: number }> {
  const { prisma, emailQueue } = deps;
  const batchSize = deps.batchSize ?? 1_000;
  const { broadcastId, cursor: savedCursor } = fanOutJobSchema.parse(job.data);
  const broadcast = await prisma.broadcast.findUnique({ where: { id: broadcastId } });
  if (
    !broadcast ||
    broadcast.fannedOutAt ||
    broadcast.status === 'completed' ||
    broadcast.status === 'failed'
  )
    return { recipients: broadcast?.totalRecipients ?? 0 };

  await prisma.broadcast.updateMany({
    where: { id: broadcastId, status: 'queued' },
    data: { status: 'sending', startedAt: new Date() },
  });

  const audience = broadcastAudience(broadcast);
  let cursor = savedCursor;
  for (;;) {
    const users = await prisma.user.findMany({
      where: { ...audience, ...(cursor ? { id: { gt: cursor } } : {}) },
      orderBy: { id: 'asc' },
      take: batchSize,
      select: { id: true, email: true },
    });
    if (users.length === 0) break;
    // One statement per batch: the new rows (the unique key skips a replay's) and the rows already there that
    // are still pending. The second part reads the snapshot from before the insert, so no row comes twice.
    const ids = users.map((user) => user.id);
    const pending = await prisma.$queryRaw<{ id: string; userId: string | null }[]>`
      WITH inserted AS (
        INSERT INTO email_logs (id, broadcast_id, user_id, recipient, subject, updated_at)
        SELECT gen_random_uuid(), ${broadcastId}::uuid, batch.user_id, batch.recipient, ${broadcast.subject}, now()
          FROM unnest(${ids}::uuid[], ${users.map((user) => user.email)}::text[]) AS batch(user_id, recipient)
        ON CONFLICT DO NOTHING
        RETURNING id, user_id
      )
      SELECT id, user_id AS "userId" FROM inserted
      UNION ALL
      SELECT id, user_id AS "userId" FROM email_logs
       WHERE broadcast_id = ${broadcastId}::uuid AND user_id = ANY(${ids}::uuid[]) AND status = 'pending'`;
    await emailQueue.addBulk(
      pending.map((log) => ({
        name: SEND_BROADCAST_EMAIL_JOB,
        data: { emailLogId: log.id },
        opts: {
          jobId: broadcastEmailJobIdFor(broadcastId, log.userId ?? log.id),
          priority: MAIL_PRIORITY.bulk,
        },
      })),
    );
    cursor = users[users.length - 1]?.id;
    await job.updateData({ broadcastId, cursor });
  }

  const recipients = await prisma.emailLog.count({ where: { broadcastId } });
  await prisma.broadcast.update({
    where: { id: broadcastId },
    data: { fannedOutAt: new Date(), totalRecipients: recipients },
  });
  deps.logger.log(`broadcast ${broadcastId} queued for ${recipients} recipients`, 'Broadcast');
  // A broadcast to nobody (or one whose mails all went out during the walk) is complete now.
  await completeFinishedBroadcasts(prisma);
  return { recipients };
}
