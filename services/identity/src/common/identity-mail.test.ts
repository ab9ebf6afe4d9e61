import { type PrismaClient } from '@pac/db';
import { type EnqueueOptions, type EmailJob, type MailQueue } from '@pac/server-kit';
import { type Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { IdentityMail } from './identity-mail.js';

/** IdentityMail over an in-memory email log and queue: what it hands the queue, and how. */
function identityMail() {
  const queued: Array<{ job: EmailJob; options: EnqueueOptions }> = [];
  const queue = {
    enqueue: (job: EmailJob, options: EnqueueOptions = {}) => {
      queued.push({ job, options });
      return Promise.resolve(`job-${queued.length}`);
    },
  } as unknown as MailQueue;
  const prisma = {
    emailLog: { create: () => Promise.resolve({ id: `log-${queued.length + 1}` }) },
  } as unknown as PrismaClient;
  return { mail: new IdentityMail(queue, prisma, {} as Redis), queued };
}

const user = { id: 'user-1', email: 'ann@example.com', fullName: 'Ann Reader' };

describe('identity mail on the queue', () => {
  it('queues codes and reset links as secret transactional jobs: Redis keeps no copy once they are sent', async () => {
    const { mail, queued } = identityMail();
    await mail.sendSignInCode(user, '123456');
    await mail.sendResetLink(user, 'https://site.example/reset-password?token=abc');
    expect(queued).toHaveLength(2);
    for (const { options } of queued)
      expect(options).toMatchObject({ priority: 'transactional', secret: true });
    expect(queued[0]!.job.text).toContain('123456');
    expect(queued[1]!.job.text).toContain('token=abc');
  });
});
