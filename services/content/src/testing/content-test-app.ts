import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { createPrismaClient, seedDatabase, type PrismaClient } from '@pac/db';
import { createTestDatabase } from '@pac/db/testing';
import { EMAIL_QUEUE, createServiceApp, type EmailJob } from '@pac/server-kit';
import { SessionRegistry } from '@pac/server-kit/auth';
import { TEST_JWT_SECRET, testRedisUrl } from '@pac/server-kit/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { contentConfigSchema } from '../config/content.config.js';
import { ContentModule } from '../content.module.js';

export const TEST_SUPPORT_INBOX = 'support-inbox@example.test';
export const TEST_SITE_URL = 'https://site.example.test';

/**
 * The content service in-process against a fresh PostgreSQL database and the machine's Redis. Its own queue
 * prefix keeps the mail it enqueues apart from other runs, so tests read exactly the jobs they caused.
 * `seedCatalogue` seeds the course catalogue the course features serve.
 */
export async function startContentTestApp({ seedCatalogue = false }: { seedCatalogue?: boolean } = {}) {
  const database = await createTestDatabase();
  const prisma: PrismaClient = createPrismaClient(database.url);
  if (seedCatalogue) {
    await seedDatabase(prisma, {
      adminEmail: 'course-admin@example.test',
      adminPassword: 'Course-Admin-Pass-1!',
    });
  }
  const queuePrefix = `test-content-${randomBytes(4).toString('hex')}`;
  const config = contentConfigSchema.parse({
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: queuePrefix,
    PUBLIC_SITE_URL: TEST_SITE_URL,
    SUPPORT_INBOX_EMAIL: TEST_SUPPORT_INBOX,
    JWT_SECRET: TEST_JWT_SECRET,
  });
  const app: INestApplication = await (
    await createServiceApp(ContentModule.forRoot(config), { name: 'content', logLevel: false })
  ).init();
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  const queue = new Queue<EmailJob>(EMAIL_QUEUE, { connection: redis, prefix: queuePrefix });

  return {
    app,
    prisma,
    server: () => app.getHttpServer(),
    /** Every message put on the email queue so far, oldest first. */
    queuedMail: async (): Promise<EmailJob[]> =>
      (
        await queue.getJobs(
          ['waiting', 'prioritized', 'delayed', 'active', 'completed', 'failed'],
          0,
          -1,
          true,
        )
      ).map((job) => job.data),
    /** A user account with a live session; returns the bearer token identity would have issued. */
    async signedInUser(email: string): Promise<{ token: string; userId: string }> {
      const user = await prisma.user.create({
        data: {
          fullName: 'Workbook Reader',
          email,
          emailNormalized: email.toLowerCase(),
          passwordHash: 'unused',
        },
      });
      const session = await app.get(SessionRegistry).open({ userId: user.id, role: 'user', ttlHours: 1 });
      return { token: session.token, userId: user.id };
    },
    async stop() {
      await app.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await redis.quit();
      await prisma.$disconnect();
      await database.drop();
    },
  };
}

/** A documentation-range address per test in a /64 of its own (per-address limits count IPv6 by its /64). */
export const freshClientIp = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;

export type ContentTestApp = Awaited<ReturnType<typeof startContentTestApp>>;

/** The content service with the seeded course catalogue. */
export const startCourseTestApp = () => startContentTestApp({ seedCatalogue: true });
