import { createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase, type TestDatabase } from '@pac/db/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_USER_COLUMNS, findPublicUser, toPublicUser } from './public-user.js';

describe('findPublicUser', () => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url);
  });
  afterAll(async () => {
    await prisma?.$disconnect();
    await database?.drop();
  });

  it('answers what toPublicUser makes of the model read, byte for byte, and null for an unknown id', async () => {
    const accounts = [
      {
        fullName: 'Ann Ünïcode "Quoted"',
        email: 'Ann@Example.com',
        role: 'user',
        plan: 'free',
        planStatus: 'active',
      },
      {
        fullName: 'Al Admin',
        email: 'al@example.com',
        role: 'admin',
        plan: 'enterprise_plus',
        planStatus: 'expired',
      },
    ] as const;
    for (const account of accounts) {
      const { id } = await prisma.user.create({
        data: { ...account, emailNormalized: account.email.toLowerCase(), passwordHash: 'x' },
        select: { id: true },
      });
      const model = await prisma.user.findUniqueOrThrow({ where: { id }, select: PUBLIC_USER_COLUMNS });
      expect(JSON.stringify(await findPublicUser(prisma, id))).toBe(JSON.stringify(toPublicUser(model)));
    }
    expect(await findPublicUser(prisma, randomUUID())).toBeNull();
  });
});
