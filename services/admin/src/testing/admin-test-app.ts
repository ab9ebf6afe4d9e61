import 'reflect-metadata';
import { type INestApplication } from '@nestjs/common';
import { createPrismaClient, hashPassword, normalizeEmail, type Plan, type PrismaClient } from '@pac/db';
import { createTestDatabase, type TestDatabase } from '@pac/db/testing';
import {
  EMAIL_QUEUE,
  SessionRegistry,
  createServiceApp,
  sha256Hex,
  signStepUpProof,
  type EmailJob,
} from '@pac/server-kit';
import { TEST_JWT_SECRET, closedPort, testRedisUrl } from '@pac/server-kit/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AdminModule } from '../admin.module.js';
import { adminConfigSchema } from '../config/admin.config.js';

/** "Now" of every figure in the tests: known answers are written against it. */
export const NOW = new Date('2026-06-15T12:00:00.000Z');
export const ADMIN_PASSWORD = 'Admin-Pass-1!';
export const TEST_ENCRYPTION_KEY = 'test-only-settings-key-0123456789abcdef';

/** The admin app in process over a fresh database, a private mail queue prefix and a closed SMTP port. */
export async function startAdmin() {
  const database: TestDatabase = await createTestDatabase();
  const suffix = randomBytes(4).toString('hex');
  process.env.SETTINGS_ENCRYPTION_KEY = TEST_ENCRYPTION_KEY;
  const config = adminConfigSchema.parse({
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    JWT_SECRET: TEST_JWT_SECRET,
    SETTINGS_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    QUEUE_PREFIX: `admin_test_${suffix}`,
    SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
  });
  const app: INestApplication = await createServiceApp(
    AdminModule.forRoot(config, { clock: { now: () => NOW } }),
    { name: 'admin', logLevel: false },
  );
  await app.init();
  const prisma: PrismaClient = createPrismaClient(database.url);
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  const queue = new Queue<EmailJob>(EMAIL_QUEUE, { connection: redis, prefix: config.QUEUE_PREFIX });
  const sessions = app.get(SessionRegistry);
  let ip = 0;

  const createUser = async (input: {
    name: string;
    email: string;
    plan?: Plan;
    role?: 'user' | 'admin';
    createdAt: string;
    password?: string;
  }) =>
    prisma.user.create({
      data: {
        fullName: input.name,
        email: input.email,
        emailNormalized: normalizeEmail(input.email),
        passwordHash: await hashPassword(input.password ?? 'User-Pass-1!'),
        plan: input.plan ?? 'free',
        role: input.role ?? 'user',
        createdAt: new Date(input.createdAt),
      },
    });

  return {
    app,
    prisma,
    config,
    http: () => request(app.getHttpServer()),
    /** A fresh client address, so the per-address sign-in limit of one test never spills into another. */
    newIp: () => `203.0.113.${(++ip % 250) + 1}`,
    createUser,
    /** A user's site session, or an admin's admin portal session (what identity's admin sign-in opens). */
    async tokenFor(userId: string, role: 'user' | 'admin'): Promise<string> {
      return (await sessions.open({ userId, role, ttlHours: 1, portal: role === 'admin' ? 'admin' : 'site' }))
        .token;
    },
    /**
     * The step-up proof identity hands an admin after a right emailed code, for the admin portal session of `token`
     * (send it as X-Step-Up). `issuedAt` in the past gives an expired one.
     */
    async stepUpProof(token: string, issuedAt = new Date()): Promise<string> {
      const { jti } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        jti: string;
      };
      const session = await prisma.session.findUniqueOrThrow({ where: { tokenHash: sha256Hex(jti) } });
      return signStepUpProof(TEST_JWT_SECRET, { userId: session.userId, sessionId: session.id, issuedAt })
        .token;
    },
    /** The private prefix of this app's BullMQ queues. */
    queuePrefix: config.QUEUE_PREFIX,
    async lastCode(email: string): Promise<string | null> {
      const jobs = await queue.getJobs(['prioritized', 'waiting', 'delayed']);
      const mine = jobs.filter((job) => job.data.to === email).sort((a, b) => a.timestamp - b.timestamp);
      return /verification code is: (\d{6})/.exec(mine.at(-1)?.data.text ?? '')?.[1] ?? null;
    },
    async stop(): Promise<void> {
      await app.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      const keys = await redis.keys(`admin-test:${suffix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await prisma.$disconnect();
      await database.drop();
    },
  };
}

export type AdminHarness = Awaited<ReturnType<typeof startAdmin>>;
