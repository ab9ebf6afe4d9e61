import 'reflect-metadata';
import { MAIL_LIFETIME_MINUTES } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PendingMailSeal } from '../mail-queue/pending-mail.js';
import { MailOutbox, type PreparedMail } from './mail-outbox.js';
import { type MailTemplate } from './mail-template.js';
import { type EnqueueOptions, type MailQueue } from './mail-queue.js';
import { MAIL_TEMPLATES, type MailTemplateData, type MailTemplateName } from './mail-templates.js';

const SECRET = 'test-only-jwt-secret-0123456789abcdef';

/** Data for every template: a template added without a sample here does not compile. */
const SAMPLES: { [Name in MailTemplateName]: MailTemplateData<Name> } = {
  'sign-in-code': { fullName: 'Ann Reader', code: '123456' },
  'admin-code': { fullName: 'Ann Reader', code: '234567' },
  'admin-step-up-code': { fullName: 'Ann Reader', code: '345678' },
  'password-reset-link': { fullName: 'Ann Reader', link: 'https://site.example/reset-password?token=abc' },
  'email-verification-link': { fullName: 'Ann Reader', link: 'https://site.example/verify-email?token=def' },
  'already-registered-notice': {
    fullName: 'Ann Reader',
    signInLink: 'https://site.example/login',
    resetLink: 'https://site.example/forgot-password',
  },
  'new-sign-in-notice': { fullName: 'Ann Reader', at: new Date(0), ip: '203.0.113.7', userAgent: null },
  'support-notification': {
    enquiry: {
      name: 'Priya Shah',
      email: 'priya@example.com',
      contact_number: '+44 20 7946 0000',
      social_media_handle: '',
      enquiry_type: 'Press & Media',
      message: 'Hello',
    },
    reference: 'ref-1',
  },
  'contact-acknowledgement': { enquiryType: 'Press & Media', reference: 'ref-2' },
  'newsletter-confirmation': { unsubscribeLink: 'https://site.example/newsletter/unsubscribe?token=ghi' },
  'course-welcome': { firstName: 'Ann <b>', courseUrl: 'https://site.example/courses' },
  'payment-receipt': {
    fullName: 'Ann Reader',
    plan: 'pro',
    amountPence: 1_999,
    currency: 'gbp',
    paidAt: new Date(0),
    invoiceId: 'in_1',
    siteUrl: 'https://site.example/',
  },
};

/** MailOutbox over an in-memory email log and queue. */
function outbox() {
  const queued: Array<{ job: PreparedMail['job']; options: EnqueueOptions }> = [];
  const rows: Array<PreparedMail['row']> = [];
  const queue = {
    enqueue: (job: PreparedMail['job'], options: EnqueueOptions = {}) => {
      queued.push({ job, options });
      return Promise.resolve(`job-${queued.length}`);
    },
  } as unknown as MailQueue;
  const prisma = {
    emailLog: {
      create: ({ data }: { data: PreparedMail['row'] }) => {
        rows.push(data);
        return Promise.resolve({ id: data.id });
      },
    },
  } as unknown as PrismaClient;
  return { outbox: new MailOutbox(queue, prisma, new PendingMailSeal(SECRET)), queued, rows };
}

const names = Object.keys(MAIL_TEMPLATES) as MailTemplateName[];

describe('MailOutbox', () => {
  it('keeps one file per template in templates/, named as the template', () => {
    const files = readdirSync(new URL('./templates', import.meta.url))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...names].sort());
  });

  it.each(names)(
    'sends %s as its template says: rendered for the recipient, its lifetime, secret or not, sealed on its row',
    async (name) => {
      const { outbox: mail, queued, rows } = outbox();
      const before = Date.now();
      const id = await mail.send(name, { email: 'ann@example.com', userId: 'user-1' }, SAMPLES[name]);
      // As MailOutbox does: each name has its own template, which TypeScript cannot pair through the index.
      const template = MAIL_TEMPLATES[name] as MailTemplate<MailTemplateData<typeof name>>;
      const [{ job, options }] = queued as [(typeof queued)[number]];
      const [row] = rows as [(typeof rows)[number]];
      expect(job).toEqual({
        to: 'ann@example.com',
        ...template.render(SAMPLES[name]),
        emailLogId: id,
        ...(template.secret ? { secret: true } : {}),
      });
      expect(options).toEqual({ priority: 'transactional', ...(template.secret ? { secret: true } : {}) });
      expect(row).toMatchObject({ id, userId: 'user-1', recipient: 'ann@example.com', subject: job.subject });
      expect(new PendingMailSeal(SECRET).open(id, row.pendingMessage)).toEqual(job);
      const lifetime = (row.expiresAt.getTime() - before) / 60_000;
      expect(lifetime).toBeCloseTo(MAIL_LIFETIME_MINUTES[template.kind], 1);
    },
  );

  it('writes no account on the row of a mail to an address without one', () => {
    const prepared = outbox().outbox.prepare(
      'contact-acknowledgement',
      { email: 'someone@example.com' },
      {
        enquiryType: 'Press & Media',
        reference: 'ref-3',
      },
    );
    expect(prepared.row.userId).toBeNull();
    expect(prepared.job.secret).toBeUndefined();
  });
});
