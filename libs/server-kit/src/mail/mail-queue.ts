import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { closeRedisClient } from '../redis/redis.module.js';
import {
  BROADCAST_QUEUE,
  EMAIL_QUEUE,
  FAN_OUT_BROADCAST_JOB,
  MAIL_PRIORITY,
  SEND_EMAIL_JOB,
  broadcastQueueSettings,
  emailJobIdFor,
  emailJobSchema,
  emailQueueSettings,
  fanOutJobIdFor,
  sendEmailJobOptions,
  type EmailJob,
  type FanOutJob,
  type MailPriority,
} from '../mail-queue/email-job.js';

export const MAIL_QUEUE_CONNECTION = Symbol('MAIL_QUEUE_CONNECTION');
export const MAIL_QUEUE_OPTIONS = Symbol('MAIL_QUEUE_OPTIONS');

export interface MailQueueOptions {
  /** BullMQ key prefix (QUEUE_PREFIX); must match the email worker's. */
  prefix?: string;
}

export interface EnqueueOptions {
  /** 'transactional' (default) or 'bulk'. */
  priority?: MailPriority;
  /** Idempotency key: a second job with the same id is ignored while the first is kept by BullMQ. */
  jobId?: string;
  /** Send no earlier than this many milliseconds from now. */
  delayMs?: number;
  /**
   * The text holds a code or a reset link: Redis keeps no copy once the job is done (removed when sent, its text
   * removed when it fails for good).
   */
  secret?: boolean;
}

/** BullMQ connections retry forever while Redis is down; a request must get an error instead of hanging. */
const ENQUEUE_TIMEOUT_MS = 5_000;

/** Producer side of the `email` and `broadcast` queues; the email worker process does the sending. */
@Injectable()
export class MailQueue implements OnApplicationShutdown {
  private readonly queue: Queue<EmailJob>;
  private readonly broadcasts: Queue<FanOutJob>;
  private readonly logger = new Logger('MailQueue');
  private outageReported = false;

  constructor(
    @Inject(MAIL_QUEUE_CONNECTION) private readonly connection: Redis,
    @Inject(MAIL_QUEUE_OPTIONS) options: MailQueueOptions = {},
  ) {
    this.queue = new Queue<EmailJob>(EMAIL_QUEUE, emailQueueSettings(connection, options.prefix));
    this.broadcasts = new Queue<FanOutJob>(
      BROADCAST_QUEUE,
      broadcastQueueSettings(connection, options.prefix),
    );
    // BullMQ reconnects on its own; say so once per outage instead of once per reconnect attempt.
    const reportOutage = (error: Error) => {
      if (this.outageReported) return;
      this.outageReported = true;
      this.logger.warn(`Email queue connection problem: ${error.message}`);
    };
    this.queue.on('error', reportOutage);
    this.broadcasts.on('error', reportOutage);
    connection.on('ready', () => {
      this.outageReported = false;
    });
  }

  /** Validates and enqueues one message; returns the BullMQ job id. */
  async enqueue(message: EmailJob, options: EnqueueOptions = {}): Promise<string> {
    const job = emailJobSchema.parse(options.secret ? { ...message, secret: true } : message);
    const jobId = options.jobId ?? (job.emailLogId ? emailJobIdFor(job.emailLogId) : undefined);
    const added = await withTimeout(
      this.queue.add(SEND_EMAIL_JOB, job, {
        jobId,
        delay: options.delayMs,
        ...sendEmailJobOptions(job, MAIL_PRIORITY[options.priority ?? 'transactional']),
      }),
    );
    return added.id ?? jobId ?? '';
  }

  /**
   * Queues the fan-out of a recorded broadcast; the worker walks its recipients. The id is the broadcast's, so a
   * second call while the first job is kept adds nothing.
   */
  async enqueueBroadcast(broadcastId: string): Promise<string> {
    const jobId = fanOutJobIdFor(broadcastId);
    const added = await withTimeout(this.broadcasts.add(FAN_OUT_BROADCAST_JOB, { broadcastId }, { jobId }));
    return added.id ?? jobId;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await this.broadcasts.close();
    await closeRedisClient(this.connection);
  }
}

/** Rejects with "The email queue is unavailable" when Redis does not take the job in time. */
async function withTimeout<T>(adding: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The email queue is unavailable')), ENQUEUE_TIMEOUT_MS);
  });
  adding.catch(() => undefined);
  return Promise.race([adding, timeout]).finally(() => clearTimeout(timer));
}
