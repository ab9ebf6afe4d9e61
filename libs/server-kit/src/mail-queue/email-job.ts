import { type ConnectionOptions } from 'bullmq';
import { z } from 'zod';

// The queue contract between the services that produce mail and the email worker that sends it. Nothing here may
// import NestJS: the worker is a plain Node process (mail-queue-imports.test.ts keeps it so).

/** The BullMQ queue every producer puts mail on and the email worker consumes. */
export const EMAIL_QUEUE = 'email';
/** Job name of a single outgoing message. */
export const SEND_EMAIL_JOB = 'send-email';

export const emailJobSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  /** Row of `email_logs` to mark sent/failed once the worker is done with this message. */
  emailLogId: z.string().optional(),
  /**
   * The text holds a sign-in code or a reset link: the job is removed once sent, and a job that fails for good is
   * kept without its text (MailQueue.enqueue's `secret` option sets this).
   */
  secret: z.boolean().optional(),
});
export type EmailJob = z.infer<typeof emailJobSchema>;

/** Retries with exponential backoff (2 s, 4 s, 8 s, 16 s) ride out a short SMTP outage. */
export const EMAIL_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { count: 1_000 },
  removeOnFail: { count: 5_000 },
} as const;

/**
 * BullMQ job priorities (lower runs first): a sign-in code must never wait behind a large broadcast, so
 * transactional mail (codes, reset links, notices) outranks bulk mail (broadcasts, newsletters).
 */
export const MAIL_PRIORITY = { transactional: 1, bulk: 100 } as const;
export type MailPriority = keyof typeof MAIL_PRIORITY;

/**
 * How every producer and the worker open the `email` queue: its retry policy, under the key prefix (QUEUE_PREFIX)
 * that producers and worker must share, or they talk past each other.
 */
export const emailQueueSettings = (connection: ConnectionOptions, prefix?: string) => ({
  connection,
  prefix,
  defaultJobOptions: EMAIL_JOB_OPTIONS,
});

/** One message's own job options: a secret one is removed from Redis as soon as it is sent. */
export const sendEmailJobOptions = (job: EmailJob, priority: number) => ({
  priority,
  ...(job.secret ? { removeOnComplete: true } : {}),
});

/** What a failed secret job keeps in place of its text and HTML. */
export const REDACTED_EMAIL_TEXT = '[removed: it held a code or link that must not outlive its sending]';

/** Why a pending email log row was failed instead of sent: what it carried was no longer any use. */
export const EXPIRED_EMAIL_REASON = 'Not sent: its code or link had expired before it could go';

/** Job id derived from the email log row, so enqueuing the same log twice sends once. */
export const emailJobIdFor = (emailLogId: string) => `email-log-${emailLogId}`;

// ───────────── broadcasts ─────────────
/** Broadcast fan-out jobs: one per broadcast, walking its recipients in batches. */
export const BROADCAST_QUEUE = 'broadcast';
export const FAN_OUT_BROADCAST_JOB = 'fan-out-broadcast';
/**
 * Job name of one broadcast email on the `email` queue; its content is read from the database when sent. Fan-outs
 * now queue chunks (below); the worker still takes this job from a queue filled before chunks.
 */
export const SEND_BROADCAST_EMAIL_JOB = 'send-broadcast-email';
/**
 * Job name of one chunk of a broadcast's recipients on the `email` queue: the job sends every pending row of the
 * chunk (`email_logs.chunk_id`), each row claimed by its own condition, so one Redis job and a few statements
 * serve about BROADCAST_CHUNK_SIZE emails.
 */
export const SEND_BROADCAST_CHUNK_JOB = 'send-broadcast-chunk';
/** Recipients per chunk job. */
export const BROADCAST_CHUNK_SIZE = 50;
/**
 * Chunk jobs have a queue of their own, so a chunk (many emails, a second or more) never holds the slot a sign-in
 * code waits for on the `email` queue; they share its Send Rate (SendPermits in the worker).
 */
export const BROADCAST_EMAIL_QUEUE = 'broadcast-email';

export const fanOutJobSchema = z.object({
  broadcastId: z.uuid(),
  /** The last user id already given an email log row; a retried fan-out resumes after it. */
  cursor: z.uuid().optional(),
});
export type FanOutJob = z.infer<typeof fanOutJobSchema>;

/** A `send-broadcast-email` job (one recipient) left in a queue filled before chunks. */
export const broadcastEmailJobSchema = z.object({ emailLogId: z.uuid() });

export const broadcastChunkJobSchema = z.object({
  broadcastId: z.uuid(),
  /** The chunk's key on its rows (`email_logs.chunk_id`): the first recipient's user id. */
  chunkId: z.uuid(),
});
export type BroadcastChunkJob = z.infer<typeof broadcastChunkJobSchema>;

/** Deterministic ids (BullMQ ids may not contain ':'): re-running a fan-out adds nothing twice. */
export const fanOutJobIdFor = (broadcastId: string) => `fan-out-${broadcastId}`;
/** The one job that stands for every row of a chunk: the fan-out and the reconciler derive the same id. */
export const broadcastChunkJobIdFor = (broadcastId: string, chunkId: string) =>
  `broadcast-chunk-${broadcastId}-${chunkId}`;

export const FAN_OUT_JOB_OPTIONS = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { count: 100 },
  removeOnFail: { count: 100 },
} as const;

/** The `broadcast` queue as the admin service and the worker open it (see emailQueueSettings). */
export const broadcastQueueSettings = (connection: ConnectionOptions, prefix?: string) => ({
  connection,
  prefix,
  defaultJobOptions: FAN_OUT_JOB_OPTIONS,
});
