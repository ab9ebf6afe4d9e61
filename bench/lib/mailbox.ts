import { EMAIL_QUEUE, type EmailJob } from '@pac/server-kit/mail-queue';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';

const CODE = /verification code is: (\d{6})/;
const LINK = /https?:\/\/[^\s"'<>]+/g;

/** What a mailed message is waited for by: its sign-in code, or a link with a given path (e.g. '/verify-email'). */
type Kind = 'code' | `link:${string}`;

/** A mailed value with when its job was added (producer's clock), picked up and handed over (Date.now(), ms). */
export interface Arrival {
  value: string;
  addedAt: number;
  pickedUpAt: number;
  deliveredAt: number;
}

/**
 * Stands in for the email worker and the inbox: consumes the benchmark's private `email` queue and hands each
 * sign-in code, or link, to whoever waits for that address (the integration tests read the same message text off
 * the queue).
 */
export class Mailbox {
  private readonly waiting = new Map<string, (arrival: Arrival) => void>();
  private readonly arrived = new Map<string, Arrival>();
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
        // Same machine, so the producer's Date.now() (job.timestamp) and this process's compare to the millisecond.
        const times = { addedAt: job.timestamp, pickedUpAt: job.processedOn ?? Date.now() };
        if (code) this.deliver(`code ${to}`, { value: code, ...times, deliveredAt: Date.now() });
        for (const [link] of text.matchAll(LINK))
          this.deliver(`link:${new URL(link).pathname} ${to}`, {
            value: link,
            ...times,
            deliveredAt: Date.now(),
          });
      },
      { connection: this.connection, prefix, concurrency: 50, removeOnComplete: { count: 0 } },
    );
    this.worker.on('error', () => {});
  }

  /** The next code mailed to `email` (one sign-in in flight per address at a time). */
  async nextCode(email: string, timeoutMs = 30_000): Promise<string> {
    return (await this.next('code', email, timeoutMs)).value;
  }

  /** `nextCode` with when its job was added, picked up and handed over (the sign-in benchmark's latency split). */
  nextCodeArrival(email: string, timeoutMs = 30_000): Promise<Arrival> {
    return this.next('code', email, timeoutMs);
  }

  /** The next link with path `pathname` mailed to `email` (a sign-up's confirmation link: ROUTES.verifyEmail). */
  async nextLink(email: string, pathname: string, timeoutMs = 30_000): Promise<string> {
    return (await this.next(`link:${pathname}`, email, timeoutMs)).value;
  }

  private deliver(key: string, arrival: Arrival): void {
    const waiter = this.waiting.get(key);
    if (waiter) {
      this.waiting.delete(key);
      waiter(arrival);
    } else this.arrived.set(key, arrival);
  }

  private next(kind: Kind, email: string, timeoutMs: number): Promise<Arrival> {
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
