import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, normalizeEmail } from './client.js';
import { Prisma, type PrismaClient } from './generated/prisma/client.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

describe('users table', () => {
  let database: TestDatabase;
  let prisma: PrismaClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url, { maxConnections: 2 });
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await database.drop();
  });

  const newUser = (email: string, fullName = 'Jane Holloway') => ({
    fullName,
    email: email.trim(),
    emailNormalized: normalizeEmail(email),
    passwordHash: 'not-a-real-hash',
  });

  it('refuses a second account for the same email in another case', async () => {
    const first = await prisma.user.create({ data: newUser('Jane.Holloway@Example.com') });
    expect(first).toMatchObject({ role: 'user', plan: 'free', planStatus: 'active' });

    const duplicate = prisma.user.create({ data: newUser('  jane.holloway@EXAMPLE.COM ') });
    await expect(duplicate).rejects.toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    await expect(duplicate).rejects.toMatchObject({ code: 'P2002' });
    expect(await prisma.user.count({ where: { emailNormalized: 'jane.holloway@example.com' } })).toBe(1);
  });

  it('refuses a normalized email that does not match the email (a check in the migration)', async () => {
    const mismatched = prisma.user.create({
      data: { ...newUser('sam@example.com'), emailNormalized: 'someone-else@example.com' },
    });
    await expect(mismatched).rejects.toThrow(/users_email_normalized_check/);
  });

  it('finds users by part of a name or email, in any case (the admin search the trigram indexes serve)', async () => {
    await prisma.user.createMany({
      data: [
        newUser('priya.shah@lettings.co.uk', 'Priya Shah'),
        newUser('tom@seaside-stays.com', 'Tom Reilly'),
      ],
    });
    const search = (term: string) =>
      prisma.user.findMany({
        where: {
          OR: [
            { fullName: { contains: term, mode: 'insensitive' } },
            { emailNormalized: { contains: term.toLowerCase() } },
          ],
        },
        orderBy: { createdAt: 'asc' },
        select: { fullName: true },
      });
    expect(await search('SHA')).toEqual([{ fullName: 'Priya Shah' }]);
    expect(await search('seaside')).toEqual([{ fullName: 'Tom Reilly' }]);
    expect(await search('nobody-here')).toEqual([]);
  });
});
