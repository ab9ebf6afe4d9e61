import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../client.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { ERASURE_RULES, eraseUser } from './erase-user.js';
import { PERSONAL_DATA_TABLES } from './personal-data-tables.js';

describe('erasing an account', () => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url, { maxConnections: 4 });
  });
  afterAll(async () => {
    await prisma?.$disconnect();
    await database?.drop();
  });

  const makeUser = (email: string, fullName: string) =>
    prisma.user.create({
      data: { email, emailNormalized: email.toLowerCase(), fullName, passwordHash: '$argon2id$hash' },
    });

  it('has a rule for every table that refers to a person', () => {
    expect(Object.keys(ERASURE_RULES).sort()).toEqual(Object.keys(PERSONAL_DATA_TABLES).sort());
  });

  it('deletes the person’s rows, keeps payments and broadcast outcomes detached, and leaves others untouched', async () => {
    const erin = await makeUser('Erin@Example.test', 'Erin Erased');
    const kept = await makeUser('kept@example.test', 'Kept Person');
    for (const user of [erin, kept]) {
      const deal = await prisma.deal.create({
        data: {
          userId: user.id,
          name: 'Flat',
          model: 'rent_to_rent',
          input: {},
          inputVersion: 2,
          headline: {},
          netCashFlow: 1,
        },
      });
      await prisma.dealShare.create({ data: { dealId: deal.id, tokenHash: `share-${user.id}` } });
      await prisma.session.create({
        data: {
          userId: user.id,
          tokenHash: `session-${user.id}`,
          expiresAt: new Date(Date.now() + 3_600_000),
        },
      });
      await prisma.payment.create({
        data: {
          userId: user.id,
          amountPence: 2900,
          plan: 'starter',
          status: 'succeeded',
          paidAt: new Date(),
        },
      });
    }
    await prisma.dealTemplate.create({ data: { userId: erin.id, name: 'T', input: {}, inputVersion: 2 } });
    await prisma.apiKey.create({
      data: { userId: erin.id, name: 'K', prefix: 'pac_live_x', secretHash: 'k' },
    });
    await prisma.loginAttempt.create({
      data: { email: 'erin@example.test', success: true, userId: erin.id },
    });
    await prisma.newsletterSubscriber.create({
      data: { email: 'erin@example.test', emailNormalized: 'erin@example.test' },
    });
    await prisma.contactEnquiry.create({
      data: {
        name: 'Erin',
        email: 'erin@example.test',
        contactNumber: '0',
        enquiryType: 'general',
        message: 'Hi',
      },
    });
    await prisma.courseSignup.create({
      data: {
        firstName: 'Erin',
        lastName: 'E',
        email: 'erin@example.test',
        emailNormalized: 'erin@example.test',
        phone: '0',
        businessRevenue: 'none',
      },
    });
    const broadcast = await prisma.broadcast.create({
      data: { subject: 'News', message: 'Hello', recipients: 'all', status: 'completed' },
    });
    await prisma.emailLog.create({
      data: {
        broadcastId: broadcast.id,
        userId: erin.id,
        recipient: 'Erin@Example.test',
        subject: 'News',
        status: 'sent',
      },
    });
    await prisma.emailLog.create({
      data: { userId: erin.id, recipient: 'Erin@Example.test', subject: 'Welcome, Erin' },
    });
    const revenueBefore = await prisma.payment.aggregate({ _sum: { amountPence: true } });

    const report = await eraseUser(prisma, erin.id);
    expect(report).toEqual({
      deleted: {
        users: 1,
        // Kept by a trigger beside every account, for the admin's search.
        user_search: 1,
        sessions: 1,
        deals: 1,
        deal_shares: 1,
        deal_templates: 1,
        api_keys: 1,
        login_attempts: 1,
        newsletter_subscribers: 1,
        contact_enquiries: 1,
        course_signups: 1,
        email_logs: 1,
      },
      kept: [
        { table: 'email_logs', rows: 1, why: ERASURE_RULES.email_logs.why },
        { table: 'payments', rows: 1, why: ERASURE_RULES.payments.why },
      ],
    });

    expect(await prisma.user.findUnique({ where: { id: erin.id } })).toBeNull();
    // The revenue figures still count the payment; nothing in the database names Erin any more.
    expect(await prisma.payment.aggregate({ _sum: { amountPence: true } })).toEqual(revenueBefore);
    expect(await prisma.payment.count({ where: { userId: null } })).toBe(1);
    const broadcastLog = await prisma.emailLog.findFirstOrThrow({ where: { broadcastId: broadcast.id } });
    expect(broadcastLog).toMatchObject({ userId: null, status: 'sent' });
    expect(broadcastLog.recipient).toBe(`erased:${broadcastLog.id}`);
    const everything = JSON.stringify(
      await Promise.all([
        prisma.emailLog.findMany(),
        prisma.loginAttempt.findMany(),
        prisma.newsletterSubscriber.findMany(),
        prisma.contactEnquiry.findMany(),
        prisma.courseSignup.findMany(),
        prisma.payment.findMany(),
      ]),
    ).toLowerCase();
    expect(everything).not.toContain('erin@example.test');
    expect(everything).not.toContain('welcome, erin');

    // The other account has everything it had.
    expect(await prisma.deal.count({ where: { userId: kept.id } })).toBe(1);
    expect(await prisma.dealShare.count({ where: { deal: { userId: kept.id } } })).toBe(1);
    expect(await prisma.session.count({ where: { userId: kept.id } })).toBe(1);
    expect(await prisma.payment.count({ where: { userId: kept.id } })).toBe(1);
    expect(await eraseUser(prisma, erin.id)).toBeNull();
  });
});
