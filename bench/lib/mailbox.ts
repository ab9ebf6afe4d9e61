import { EMAIL_QUEUE, type EmailJob } from '@pac/server-kit/mail-queue';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';

const CODE = /verification code is: (\d{6})/;
const LINK = /https?:\/\/[^\s"'<>]+/g;

/** What a mailed message is waited for by: its sign-in code, or a link with a given path (e.g. '/verify-email'). */
type Kind = 'code' | `link:${string}`;

/**
 * Stands in for the email worker and the inbox: consumes the benchmark's private `email` queue and hands each
 * sign-in code, or link, to whoever waits for that address (the integration tests read the same message text off
 * the queue).
 */
export class Mailbox {
  private readonly waiting = new Map<string, (value: string) => void>();
  private readonly arrived = new Map<string, string>();
  private readonly connection: Redis;
  private readonly worker: Worker<EmailJob>;

  constructor(redisUrl: string, prefix: string) {
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.worker = new Worker<EmailJob>(
      EMAIL_QUEUE,
      async (job) => {
        const text = job.data.text ?? '';
        const to = job.data.to.toLowerCase();
        const code = CODE.exec(text)?.[1];
        if (code) this.deliver(`code ${to}`, code);
        for (const [link] of text.matchAll(LINK)) this.deliver(`link:${new URL(link).pathname} ${to}`, link);
      },
      { connection: this.connection, prefix, concurrency: 50, removeOnComplete: { count: 0 } },
    );
    this.worker.on('error', () => {});
  }

  /** The next code mailed to `email` (one sign-in in flight per address at a time). */
  nextCode(email: string, timeoutMs = 30_000): Promise<string> {
    return this.next('code', email, timeoutMs);
  }

  /** The next link with path `pathname` mailed to `email` (a sign-up's confirmation link: ROUTES.verifyEmail). */
  nextLink(email: string, pathname: string, timeoutMs = 30_000): Promise<string> {
    return this.next(`link:${pathname}`, email, timeoutMs);
  }

  private deliver(key: string, value: string): void {
    const waiter = this.waiting.get(key);
    if (waiter) {
      this.waiting.delete(key);
      waiter(value);
    } else this.arrived.set(key, value);
  }

  private next(kind: Kind, email: string, timeoutMs: number): Promise<string> {
    const key = `${kind} ${email.toLowerCase()}`;
    const ready = this.arrived.get(key);
    if (ready) {
      this.arrived.delete(key);
      return Promise.resolve(ready);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(key);
        reject(new Error(`no ${kind} mailed to ${email} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(key, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
  }

  async close(): Promise<void> {
    await this.worker.close();
    this.connection.disconnect();
  }
}
