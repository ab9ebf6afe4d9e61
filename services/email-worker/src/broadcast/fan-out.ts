import { type WorkerLogger } from '../worker-logger.js';
import { broadcastAudience, type PrismaClient } from '@pac/db';
import {
  BROADCAST_CHUNK_SIZE,
  SEND_BROADCAST_CHUNK_JOB,
  broadcastChunkJobIdFor,
  fanOutJobSchema,
  type BroadcastChunkJob,
  type FanOutJob,
} from '@pac/server-kit/mail-queue';
import { type Job, type Queue } from 'bullmq';
import { completeFinishedBroadcasts } from './broadcast-completion.js';

export interface FanOutDeps {
  prisma: PrismaClient;
  /** The worker's handle on the `broadcast-email` queue: fan-outs add one job per chunk of recipients. */
  chunkQueue: Queue<BroadcastChunkJob>;
  logger: WorkerLogger;
  /** Users per batch: one email log insert and one bulk enqueue each. */
  batchSize?: number;
  /** Recipients per chunk job (BROADCAST_CHUNK_SIZE). */
  chunkSize?: number;
}

/**
 * Walks a broadcast's recipients in id order, batch by batch: writes one pending email log row per recipient
 * (the unique key makes a replay add none), each marked with its chunk (the first user id of its run of
 * `chunkSize`), and queues one job per chunk under an id derived from it. The cursor is saved on the job after each
 * batch, so a retried fan-out resumes where it stopped; one that starts over (its job was lost with Redis) adds
 * nothing twice either: rows already there keep their chunk, and a chunk's job id is taken while it lives.
 */
export async function fanOutBroadcast(
  deps: FanOutDeps,
  job: Job<FanOutJob>,
): Promise<{ recipients: number }> {
  const { prisma, chunkQueue } = deps;
  const batchSize = deps.batchSize ?? 1_000;
  const chunkSize = deps.chunkSize ?? BROADCAST_CHUNK_SIZE;
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
    const chunkIds = ids.map((_, index) => ids[index - (index % chunkSize)] as string);
    const pending = await prisma.$queryRaw<{ chunkId: string | null }[]>`
      WITH inserted AS (
        INSERT INTO email_logs (id, broadcast_id, user_id, chunk_id, recipient, subject, updated_at)
        SELECT gen_random_uuid(), ${broadcastId}::uuid, batch.user_id, batch.chunk_id, batch.recipient,
               ${broadcast.subject}, now()
          FROM unnest(${ids}::uuid[], ${chunkIds}::uuid[], ${users.map((user) => user.email)}::text[])
               AS batch(user_id, chunk_id, recipient)
        ON CONFLICT DO NOTHING
        RETURNING chunk_id
      )
      SELECT DISTINCT chunk_id AS "chunkId" FROM (
        SELECT chunk_id FROM inserted
        UNION ALL
        SELECT chunk_id FROM email_logs
         WHERE broadcast_id = ${broadcastId}::uuid AND user_id = ANY(${ids}::uuid[]) AND status = 'pending'
      ) AS rows`;
    await chunkQueue.addBulk(
      pending
        .filter((row): row is { chunkId: string } => row.chunkId !== null)
        .map(({ chunkId }) => ({
          name: SEND_BROADCAST_CHUNK_JOB,
          data: { broadcastId, chunkId },
          opts: { jobId: broadcastChunkJobIdFor(broadcastId, chunkId) },
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
