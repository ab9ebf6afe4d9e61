import { EMAIL_QUEUE, type EmailJob } from '@pac/server-kit/email-job';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';

const CODE = /verification code is: (\d{6})/;

/**
 * Stands in for the email worker and the inbox: consumes the benchmark's private `email` queue and hands each
 * sign-in code to whoever waits for that address (the integration tests read the same message text off the queue).
 */
export class Mailbox {
  private readonly waiting = new Map<string, (code: string) => void>();
  private readonly arrived = new Map<string, string>();
  private readonly connection: Redis;
  private readonly worker: Worker<EmailJob>;

  constructor(redisUrl: string, prefix: string) {
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.worker = new Worker<EmailJob>(
      EMAIL_QUEUE,
      async (job) => {
        const code = CODE.exec(job.data.text ?? '')?.[1];
        if (!code) return;
        const to = job.data.to.toLowerCase();
        const waiter = this.waiting.get(to);
        if (waiter) {
          this.waiting.delete(to);
          waiter(code);
        } else this.arrived.set(to, code);
      },
      { connection: this.connection, prefix, concurrency: 50, removeOnComplete: { count: 0 } },
    );
    this.worker.on('error', () => {});
  }

  /** The next code mailed to `email` (one sign-in in flight per address at a time). */
  nextCode(email: string, timeoutMs = 30_000): Promise<string> {
    const to = email.toLowerCase();
    const ready = this.arrived.get(to);
    if (ready) {
      this.arrived.delete(to);
      return Promise.resolve(ready);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(to);
        reject(new Error(`no code mailed to ${email} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(to, (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
  }

  async close(): Promise<void> {
    await this.worker.close();
    this.connection.disconnect();
  }
}
