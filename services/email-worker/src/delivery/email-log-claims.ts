import { Prisma, type PrismaClient } from '@pac/db';
import DataLoader from 'dataloader';

/** What a claim returns of each row it took (with the recipient's name and opt-out, for a broadcast). */
const CLAIMED_COLUMNS = Prisma.sql`email_logs.id, recipient, subject, broadcast_id AS "broadcastId", user_id AS "userId",
  attempts, expires_at AS "expiresAt",
  (SELECT u.full_name FROM users u WHERE u.id = email_logs.user_id) AS "userFullName",
  (SELECT u.email_opt_out_at IS NOT NULL FROM users u WHERE u.id = email_logs.user_id) AS "userOptedOut"`;

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
 *
 * Claims and "sent" marks are written in batches, one statement for every row asked for while the previous
 * statement ran (group commit): each row is still claimed by its own condition, and a job waits for its own row's
 * write, so a message is recorded sent before its job completes, exactly as with one statement per row.
 */
export class EmailLogClaims {
  private readonly claims: DataLoader<string, ClaimedEmailLog | null>;
  private readonly sent: DataLoader<string, true>;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly leaseSeconds: number,
    maxBatchSize = 500,
  ) {
    this.claims = groupCommit((ids) => this.claimRows(ids), maxBatchSize);
    this.sent = groupCommit((ids) => this.markRowsSent(ids), maxBatchSize);
  }

  /** The row, now held by this worker; null when it is sent, failed or held by another worker. */
  claim(emailLogId: string): Promise<ClaimedEmailLog | null> {
    return this.claims.load(emailLogId);
  }

  async markSent(emailLogId: string): Promise<void> {
    await this.sent.load(emailLogId);
  }

  private async claimRows(ids: readonly string[]): Promise<(ClaimedEmailLog | null)[]> {
    const rows = await this.prisma.$queryRaw<ClaimedEmailLog[]>`
      UPDATE email_logs
         SET claimed_until = now() + make_interval(secs => ${this.leaseSeconds}::int),
             attempts = attempts + 1,
             updated_at = now()
       WHERE id = ANY(${ids}::uuid[])
         AND status = 'pending'
         AND (claimed_until IS NULL OR claimed_until < now())
   RETURNING ${CLAIMED_COLUMNS}`;
    const claimed = new Map(rows.map((row) => [row.id, row]));
    // Two jobs for one row in the same batch: the first is handed the row, the other finds it taken.
    return ids.map((id) => {
      const row = claimed.get(id) ?? null;
      claimed.delete(id);
      return row;
    });
  }

  /**
   * Up to `limit` pending rows of one broadcast chunk that nobody holds, now held by this worker, in one statement;
   * `except` leaves out the rows this attempt already tried. Each row is taken by the same condition as `claim`:
   * a row sent, failed or held by another job (a second job for the chunk, a taken-over one) is not returned.
   */
  async claimChunk(
    broadcastId: string,
    chunkId: string,
    limit: number,
    except: readonly string[] = [],
  ): Promise<ClaimedEmailLog[]> {
    // The rows are picked once, in a CTE: as `id IN (subquery … LIMIT)` the planner may run the subquery again
    // and take more than `limit` rows.
    return this.prisma.$queryRaw<ClaimedEmailLog[]>`
      WITH picked AS MATERIALIZED (
        SELECT id FROM email_logs
         WHERE broadcast_id = ${broadcastId}::uuid AND chunk_id = ${chunkId}::uuid
           AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
           AND id <> ALL(${except}::uuid[])
         ORDER BY id LIMIT ${limit}::int
           FOR UPDATE SKIP LOCKED)
      UPDATE email_logs
         SET claimed_until = now() + make_interval(secs => ${this.leaseSeconds}::int),
             attempts = attempts + 1,
             updated_at = now()
        FROM picked
       WHERE email_logs.id = picked.id
         AND status = 'pending'
         AND (claimed_until IS NULL OR claimed_until < now())
   RETURNING ${CLAIMED_COLUMNS}`;
  }

  private async markRowsSent(ids: readonly string[]): Promise<true[]> {
    // The sealed message goes with the row's pending state: no code or link is kept once it went out.
    await this.prisma.$executeRaw`
      UPDATE email_logs
         SET status = 'sent', sent_at = now(), claimed_until = NULL, error_message = NULL,
             pending_message = NULL, updated_at = now()
       WHERE id = ANY(${ids}::uuid[])`;
    return ids.map(() => true as const);
  }
}

/**
 * A DataLoader that sends one batch at a time: the keys asked for while a batch is being written wait and go
 * together in the next one (no cache: every call is a fresh read or write).
 */
function groupCommit<V>(write: (keys: readonly string[]) => Promise<V[]>, maxBatchSize: number) {
  let writing: Promise<unknown> = Promise.resolve();
  return new DataLoader<string, V>(
    (keys) => {
      const batch = write(keys);
      writing = batch.catch(() => undefined);
      return batch;
    },
    {
      cache: false,
      maxBatchSize,
      batchScheduleFn: (dispatch) => {
        void writing.then(() => setImmediate(dispatch));
      },
    },
  );
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
