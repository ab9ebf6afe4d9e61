import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { type UserPlan } from '@pac/contracts';
import { createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase } from '@pac/db/testing';
import { createServiceApp } from '@pac/server-kit';
import { SessionRegistry } from '@pac/server-kit/auth';
import { TEST_JWT_SECRET, testRedisUrl } from '@pac/server-kit/testing';
import request from 'supertest';
import { AnalysisModule } from '../analysis.module.js';
import { type Clock } from '../common/clock.js';
import { analysisConfigSchema } from '../config/analysis.config.js';

export const TEST_SITE_URL = 'https://site.example.test';

/** A clock the tests move: starts at the real time, `advance` moves it on (billing periods, key use). */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceDays(days: number): void {
    this.offsetMs += days * 86_400_000;
  }
}

export interface TestUserOptions {
  plan?: UserPlan;
  /** End of a live subscription's billing period (paid plans); none: the calendar month counts. */
  currentPeriodEnd?: Date;
  planStatus?: 'active' | 'inactive' | 'expired' | 'trialing';
  createdAt?: Date;
}

/**
 * The analysis service in-process against a fresh PostgreSQL database and the machine's Redis, with a clock the
 * tests control. `user()` makes an account with a live session (the token identity would have issued). `env` sets
 * further variables (e.g. the report pool's), as the process would read them.
 */
export async function startAnalysisTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const prisma: PrismaClient = createPrismaClient(database.url);
  const clock = new TestClock();
  const config = analysisConfigSchema.parse({
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: `test-analysis-${randomBytes(4).toString('hex')}`,
    PUBLIC_SITE_URL: TEST_SITE_URL,
    JWT_SECRET: TEST_JWT_SECRET,
    // A report thread started from the sources compiles them first (seconds on a busy machine), which production's
    // built threads do not: a test that is about a deadline sets its own, after warming the pool.
    REPORT_RENDER_TIMEOUT_MS: '30000',
    ...env,
  });
  const app: INestApplication = await (
    await createServiceApp(AnalysisModule.forRoot(config, { clock }), { name: 'analysis', logLevel: false })
  ).init();
  let users = 0;

  return {
    app,
    prisma,
    clock,
    server: () => app.getHttpServer(),
    /** An account with a live session: its id and bearer token. */
    async user(options: TestUserOptions = {}): Promise<{ userId: string; token: string; email: string }> {
      const email = `analyst-${++users}-${randomBytes(3).toString('hex')}@example.test`;
      const plan = options.plan ?? 'free';
      const user = await prisma.user.create({
        data: {
          fullName: `Analyst ${users}`,
          email,
          emailNormalized: email,
          passwordHash: 'unused',
          plan,
          planStatus: options.planStatus ?? 'active',
          createdAt: options.createdAt ?? clock.now(),
        },
      });
      if (options.currentPeriodEnd) {
        await prisma.subscription.create({
          data: {
            userId: user.id,
            providerSubscriptionId: `sub_test_${randomBytes(6).toString('hex')}`,
            plan,
            status: 'active',
            currentPeriodEnd: options.currentPeriodEnd,
          },
        });
      }
      const session = await app.get(SessionRegistry).open({ userId: user.id, role: 'user', ttlHours: 1 });
      return { userId: user.id, token: session.token, email };
    },
    /** Usage events already spent this period (seeded directly, as if earlier saves had happened). */
    async spent(
      userId: string,
      kind: 'calculation' | 'export',
      count: number,
      at = clock.now(),
    ): Promise<void> {
      await prisma.usageEvent.createMany({
        data: Array.from({ length: count }, () => ({ userId, kind, createdAt: at })),
      });
    },
    /** A request carrying the bearer token. */
    as(token: string) {
      const server = app.getHttpServer();
      return {
        get: (path: string) => request(server).get(path).auth(token, { type: 'bearer' }),
        post: (path: string, body?: object) =>
          request(server).post(path).auth(token, { type: 'bearer' }).send(body),
        put: (path: string, body?: object) =>
          request(server).put(path).auth(token, { type: 'bearer' }).send(body),
        delete: (path: string) => request(server).delete(path).auth(token, { type: 'bearer' }),
      };
    },
    async stop() {
      await app.close();
      await prisma.$disconnect();
      await database.drop();
    },
  };
}

export type AnalysisTestApp = Awaited<ReturnType<typeof startAnalysisTestApp>>;

/** A documentation-range address per test in a /64 of its own (per-address limits count IPv6 by its /64). */
export const freshClientIp = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;
