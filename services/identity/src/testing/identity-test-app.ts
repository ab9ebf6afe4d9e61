import 'reflect-metadata';
import { type INestApplication } from '@nestjs/common';
import { SESSION_TOKEN_REQUEST_HEADER } from '@pac/contracts';
import { SETTINGS_DEFAULTS, createPrismaClient, type PrismaClient, type SettingsGroup } from '@pac/db';
import { createTestDatabase, type TestDatabase } from '@pac/db/testing';
import {
  EMAIL_QUEUE,
  SessionRegistry,
  SettingsReader,
  createServiceApp,
  rateLimitKeyPrefix,
  type EmailJob,
} from '@pac/server-kit';
import { TEST_JWT_SECRET, testRedisUrl } from '@pac/server-kit/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { type Clock } from '../common/clock.js';
import { identityConfigSchema, type IdentityConfig } from '../config/identity.config.js';
import { IdentityModule } from '../identity.module.js';

export const SITE = 'http://localhost:5173';
export const STRONG_PASSWORD = 'Str0ng!pass';
/** The confirmation link of a sign-up email (ROUTES.verifyEmail?token=…). */
const VERIFICATION_LINK = /\/verify-email\?token=([A-Za-z0-9_-]+)/;

/** A clock tests move forward instead of sleeping. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface QueuedMail {
  data: EmailJob;
  priority: number;
}

/**
 * The identity app in process over a fresh database and a private QUEUE_PREFIX: its mail queue (read back instead
 * of SMTP) and its rate-limit keys, so suites and runs never share state. `env` adds or overrides configuration variables.
 */
export async function startIdentity(env: Record<string, string> = {}) {
  const database: TestDatabase = await createTestDatabase();
  const suffix = randomBytes(4).toString('hex');
  const config: IdentityConfig = identityConfigSchema.parse({
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    JWT_SECRET: TEST_JWT_SECRET,
    QUEUE_PREFIX: `identity_test_${suffix}`,
    PUBLIC_SITE_URL: SITE,
    ...env,
  });
  const clock = new TestClock();
  const app: INestApplication = await createServiceApp(IdentityModule.forRoot(config, { clock }), {
    name: 'identity',
    logLevel: false,
  });
  await app.init();
  // A test's own writes to `settings` clear the settings cache, as the admin portal's saves do, so the next request
  // reads them (identity reads settings through SettingsReader's short cache).
  const settingsReader = app.get(SettingsReader);
  const prisma = createPrismaClient(database.url).$extends({
    query: {
      setting: {
        async $allOperations({ operation, args, query }) {
          const result: unknown = await query(args);
          if (!operation.startsWith('find') && !['count', 'aggregate', 'groupBy'].includes(operation))
            await Promise.all(
              (Object.keys(SETTINGS_DEFAULTS) as SettingsGroup[]).map((group) =>
                settingsReader.invalidate(group),
              ),
            );
          return result;
        },
      },
    },
  }) as unknown as PrismaClient;
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  const queue = new Queue<EmailJob>(EMAIL_QUEUE, { connection: redis, prefix: config.QUEUE_PREFIX });
  let ipCounter = 0;
  const http = () => request(app.getHttpServer());
  const newIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;
  const mailTo = async (email: string): Promise<QueuedMail[]> => {
    const jobs = await queue.getJobs(['prioritized', 'waiting', 'delayed']);
    return jobs
      .filter((job) => job.data.to.toLowerCase() === email.toLowerCase())
      .sort((a, b) => a.timestamp - b.timestamp)
      .map((job) => ({ data: job.data, priority: job.opts.priority ?? 0 }));
  };
  const lastCode = async (email: string): Promise<string> => {
    const codes = (await mailTo(email))
      .map((mail) => /verification code is: (\d{6})/.exec(mail.data.text)?.[1])
      .filter((code): code is string => Boolean(code));
    if (codes.length === 0) throw new Error(`No code mailed to ${email}`);
    return codes[codes.length - 1]!;
  };

  return {
    app,
    prisma,
    clock,
    config,
    http,
    /** A fresh client address per test, so per-IP limits of one test never spill into another. */
    newIp,
    /** Messages put on the email queue for this address, oldest first. */
    mailTo,
    lastCode,
    /** The token of the last confirmation link mailed to this address (sign-up, resend). */
    async verificationToken(email: string): Promise<string> {
      const tokens = (await mailTo(email))
        .map((mail) => VERIFICATION_LINK.exec(mail.data.text)?.[1])
        .filter((token): token is string => Boolean(token));
      if (tokens.length === 0) throw new Error(`No confirmation link mailed to ${email}`);
      return tokens[tokens.length - 1]!;
    },
    /**
     * An account made the way a person makes one (sign-up, then the emailed confirmation link), with a session
     * opened directly as the tests' starting point; the sign-up's mail is taken off the queue again, so a test sees
     * only the mail it causes. Returns the session token.
     */
    async register(email: string, password = STRONG_PASSWORD, name = 'Test User'): Promise<string> {
      const res = await http()
        .post('/api/register')
        .set('X-Forwarded-For', newIp())
        .send({ name, email, password });
      if (res.status !== 200) throw new Error(`register ${res.status}: ${JSON.stringify(res.body)}`);
      const jobs = (await queue.getJobs(['prioritized', 'waiting', 'delayed'])).filter(
        (job) => job.data.to.toLowerCase() === email.trim().toLowerCase(),
      );
      const token = jobs.map((job) => VERIFICATION_LINK.exec(job.data.text)?.[1]).find(Boolean);
      if (!token) throw new Error(`No confirmation link mailed to ${email} (is the address taken?)`);
      const verified = await http().post('/api/verify-email').set('X-Forwarded-For', newIp()).send({ token });
      if (verified.status !== 200)
        throw new Error(`verify ${verified.status}: ${JSON.stringify(verified.body)}`);
      await Promise.all(jobs.map((job) => job.remove()));
      const user = await prisma.user.findUniqueOrThrow({
        where: { emailNormalized: email.trim().toLowerCase() },
      });
      return (await app.get(SessionRegistry).open({ userId: user.id, role: user.role, ttlHours: 72 })).token;
    },
    /** Password step then code step, as an API client asking for the token (bearer); returns the verify response. */
    async signIn(email: string, password = STRONG_PASSWORD, ip = newIp()): Promise<request.Response> {
      const login = await http().post('/api/login').set('X-Forwarded-For', ip).send({ email, password });
      if (login.status !== 200) throw new Error(`login ${login.status}: ${JSON.stringify(login.body)}`);
      const code = await lastCode(email);
      return http()
        .post('/api/2fa/verify')
        .set('X-Forwarded-For', ip)
        .set('Cookie', cookiesOf(login))
        .set(SESSION_TOKEN_REQUEST_HEADER, 'true')
        .send({ email, code });
    },
    async stop(): Promise<void> {
      await app.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      const keys = await redis.keys(`${rateLimitKeyPrefix({ service: 'identity', env: config })}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await prisma.$disconnect();
      await database.drop();
    },
  };
}

/**
 * The cookies a response set, as a `Cookie` header sends them back (the sign-in attempt cookie of a password step,
 * which its code step needs); '' when it set none.
 */
export function cookiesOf(res: request.Response): string {
  const setCookie = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lines
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

export type IdentityHarness = Awaited<ReturnType<typeof startIdentity>>;
