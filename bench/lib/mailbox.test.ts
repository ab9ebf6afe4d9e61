import { randomUUID } from 'node:crypto';
import { EMAIL_QUEUE, SEND_EMAIL_JOB, type EmailJob } from '@pac/server-kit/mail-queue';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench-mailbox-test-${randomUUID()}`;
let connection: Redis;
let queue: Queue<EmailJob>;
let mailbox: Mailbox;

beforeAll(() => {
  connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue<EmailJob>(EMAIL_QUEUE, { connection, prefix });
  mailbox = new Mailbox(redisUrl, prefix);
});

afterAll(async () => {
  await mailbox.close();
  await queue.obliterate({ force: true });
  await queue.close();
  connection.disconnect();
});

const mail = (to: string, text: string) => queue.add(SEND_EMAIL_JOB, { to, subject: 'Bench', text });

describe('the benchmarks’ mailbox', () => {
  it('hands out sign-in codes and links by address and path, whichever arrives first', async () => {
    const waitingLink = mailbox.nextLink('Ada@Example.com', '/verify-email');
    await mail(
      'ada@example.com',
      'Thanks for signing up. To confirm, open this link:\nhttp://localhost:5173/verify-email?token=abc_DEF-1\n',
    );
    await mail('ada@example.com', 'Hello,\n\nYour verification code is: 123456\n');
    await mail('ada@example.com', 'Reset: http://localhost:5173/reset-password?token=zzz\n');
    expect(await waitingLink).toBe('http://localhost:5173/verify-email?token=abc_DEF-1');
    expect(await mailbox.nextCode('ada@example.com')).toBe('123456');
    expect(await mailbox.nextLink('ada@example.com', '/reset-password')).toBe(
      'http://localhost:5173/reset-password?token=zzz',
    );
    await expect(mailbox.nextLink('ada@example.com', '/verify-email', 300)).rejects.toThrow(/no link/);
  });
});
