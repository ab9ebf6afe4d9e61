import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../client.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { withPgClient } from '../pg-client.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { PERSONAL_DATA_TABLES } from './personal-data-tables.js';
import { collectUserData } from './user-data.js';

/** Tables that point at a user (a foreign key to users, or to a table that has one) or hold an email address. */
function tablesAboutPeople(url: string): Promise<string[]> {
  return withPgClient(url, async (client) => {
    const { rows: references } = await client.query<{ from: string; to: string }>(
      `SELECT DISTINCT source.relname AS from, target.relname AS to
         FROM pg_constraint c
         JOIN pg_class source ON source.oid = c.conrelid
         JOIN pg_class target ON target.oid = c.confrelid
        WHERE c.contype = 'f'`,
    );
    const { rows: withEmail } = await client.query<{ table: string }>(
      `SELECT DISTINCT table_name AS table FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name IN ('email', 'email_normalized', 'recipient')`,
    );
    const found = new Set(['users', ...withEmail.map((row) => row.table)]);
    // Follow the references to users outwards until nothing new is found (deal_shares → deals → users).
    for (let grew = true; grew;) {
      grew = false;
      for (const { from, to } of references) {
        if (found.has(to) && !found.has(from) && (to === 'users' || from !== 'users')) {
          found.add(from);
          grew = true;
        }
      }
    }
    return [...found].sort();
  });
}

describe('a user’s data', () => {
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

  it('names every table that refers to a person, read from the schema: a new one fails here until placed', async () => {
    const tables = await tablesAboutPeople(database.url);
    // Course progress is not among them: it is kept by a browser's course session, and nothing in it names a person.
    expect(Object.keys(PERSONAL_DATA_TABLES).sort()).toEqual(tables);
  });

  it('collects each section for its owner only, by id and by email, and never a secret', async () => {
    const make = (email: string, fullName: string) =>
      prisma.user.create({
        data: {
          email,
          emailNormalized: email.toLowerCase(),
          fullName,
          passwordHash: '$argon2id$secret-hash',
        },
      });
    const ada = await make('Ada@Example.test', 'Ada Owner');
    const other = await make('other@example.test', 'Other Person');
    for (const user of [ada, other]) {
      const deal = await prisma.deal.create({
        data: {
          userId: user.id,
          name: `${user.fullName}'s flat`,
          model: 'rent_to_rent',
          input: { name: 'x' },
          inputVersion: 2,
          headline: { netCashFlow: 3160 },
          netCashFlow: 3160,
        },
      });
      await prisma.dealShare.create({ data: { dealId: deal.id, tokenHash: `share-token-hash-${user.id}` } });
      await prisma.payment.create({
        data: {
          userId: user.id,
          amountPence: 2900,
          plan: 'starter',
          status: 'succeeded',
          paidAt: new Date(),
        },
      });
      await prisma.apiKey.create({
        data: {
          userId: user.id,
          name: 'Sheet',
          prefix: 'pac_live_ab',
          secretHash: `key-secret-hash-${user.id}`,
        },
      });
    }
    await prisma.dealTemplate.create({
      data: { userId: ada.id, name: 'City flats', input: { model: 'rent_to_rent' }, inputVersion: 2 },
    });
    await prisma.loginAttempt.create({
      data: { email: 'ada@example.test', success: false, ip: '203.0.113.9' },
    });
    await prisma.newsletterSubscriber.create({
      data: {
        email: 'ada@example.test',
        emailNormalized: 'ada@example.test',
        unsubscribeTokenHash: 'unsub-hash',
      },
    });
    await prisma.contactEnquiry.create({
      data: {
        name: 'Ada',
        email: 'ADA@example.test',
        contactNumber: '07000 000000',
        enquiryType: 'general',
        message: 'Hello',
      },
    });
    await prisma.emailLog.create({
      data: {
        userId: ada.id,
        recipient: 'Ada@Example.test',
        subject: 'Welcome',
        status: 'sent',
        sentAt: new Date(),
      },
    });

    const data = await collectUserData(prisma, ada.id);
    expect(data).not.toBeNull();
    expect(data!.account).toMatchObject({ email: 'Ada@Example.test', fullName: 'Ada Owner', plan: 'free' });
    expect(data!.deals).toHaveLength(1);
    expect(data!.deals[0]).toMatchObject({ name: "Ada Owner's flat", headline: { netCashFlow: 3160 } });
    expect(data!.deals[0]!.shareLinks).toHaveLength(1);
    expect(data!.payments).toEqual([expect.objectContaining({ amountPence: 2900, plan: 'starter' })]);
    expect(data!.apiKeys).toEqual([expect.objectContaining({ name: 'Sheet', prefix: 'pac_live_ab' })]);
    expect(data!.dealTemplates.map((template) => template.name)).toEqual(['City flats']);
    expect(data!.signIns.attempts).toEqual([expect.objectContaining({ success: false, ip: '203.0.113.9' })]);
    expect(data!.newsletter).toMatchObject({ subscribed: true, email: 'ada@example.test' });
    expect(data!.contactEnquiries).toHaveLength(1);
    expect(data!.emails).toEqual([expect.objectContaining({ subject: 'Welcome', status: 'sent' })]);

    const text = JSON.stringify(data);
    for (const secret of ['secret-hash', 'share-token-hash', 'key-secret-hash', 'unsub-hash'])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('Other Person');
    expect(text).not.toContain('other@example.test');
    expect(await collectUserData(prisma, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
