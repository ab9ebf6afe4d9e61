import { type PrismaClient } from '@pac/db';
import { IDENTITY_MAIL_LIFETIME_MINUTES } from '@pac/contracts';
import {
  MailOutbox,
  PendingMailSeal,
  type EnqueueOptions,
  type EmailJob,
  type MailQueue,
} from '@pac/server-kit';
import { type Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { IdentityMail } from './identity-mail.js';

const JWT_SECRET = 'test-only-jwt-secret-0123456789abcdef';

interface CreatedRow {
  id: string;
  recipient: string;
  subject: string;
  pendingMessage: string;
  expiresAt: Date;
}

/** IdentityMail over an in-memory email log and queue: what it hands the queue and writes on the row, and how. */
function identityMail() {
  const queued: Array<{ job: EmailJob; options: EnqueueOptions }> = [];
  const rows: CreatedRow[] = [];
  const queue = {
    enqueue: (job: EmailJob, options: EnqueueOptions = {}) => {
      queued.push({ job, options });
      return Promise.resolve(`job-${queued.length}`);
    },
  } as unknown as MailQueue;
  const prisma = {
    emailLog: {
      create: ({ data }: { data: CreatedRow }) => {
        rows.push(data);
        return Promise.resolve({ id: data.id });
      },
    },
  } as unknown as PrismaClient;
  return {
    mail: new IdentityMail(new MailOutbox(queue, prisma, new PendingMailSeal(JWT_SECRET)), {} as Redis),
    queued,
    rows,
  };
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

  it('keeps the message on its pending row sealed (the job rebuilt from it is the same) and how long it is worth sending', async () => {
    const { mail, queued, rows } = identityMail();
    const before = Date.now();
    await mail.sendSignInCode(user, '123456');
    await mail.sendResetLink(user, 'https://site.example/reset-password?token=abc');
    const [code, reset] = rows as [CreatedRow, CreatedRow];
    expect(code.pendingMessage).not.toContain('123456');
    expect(reset.pendingMessage).not.toContain('token=abc');
    const seal = new PendingMailSeal(JWT_SECRET);
    expect(seal.open(code.id, code.pendingMessage)).toEqual(queued[0]!.job);
    expect(queued[0]!.job.emailLogId).toBe(code.id);
    expect(seal.open(reset.id, reset.pendingMessage)).toEqual(queued[1]!.job);
    const lifetimeOf = (row: CreatedRow) => (row.expiresAt.getTime() - before) / 60_000;
    expect(lifetimeOf(code)).toBeCloseTo(IDENTITY_MAIL_LIFETIME_MINUTES.code, 1);
    expect(lifetimeOf(reset)).toBeCloseTo(IDENTITY_MAIL_LIFETIME_MINUTES.resetLink, 1);
  });
});
