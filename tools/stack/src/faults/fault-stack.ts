import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, type ServiceName } from '@pac/contracts';
import { applyMigrations, createPrismaClient, seedDatabase, type PrismaClient } from '@pac/db';
import pg from 'pg';
import { freePort, waitForHttpOk } from '../infra/net.js';
import { stopChild } from '../processes.js';
import { startPrivatePostgres, startPrivateRedis, type PrivateServer } from './private-infra.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ADMIN = { email: 'fault-admin@example.test', password: 'Fault-Admin-Only-1!' };
type ProcessName = ServiceName | 'email-worker' | 'gateway';

export interface FaultStack {
  postgres: PrivateServer;
  redis: PrivateServer;
  smtp: SmtpSink;
  databaseUrl: string;
  queuePrefix: string;
  gatewayUrl: string;
  serviceUrls: Record<ServiceName, string>;
  workerUrl: string;
  admin: typeof ADMIN;
  /** A Prisma client of the test itself (fails like the services' while PostgreSQL is down). */
  prisma: PrismaClient;
  /** What the processes printed, for a failing test's message. */
  output(): string;
  /** Processes that have exited so far (none should, whatever the test stops). */
  exited(): string[];
  stop(): Promise<void>;
}

/**
 * The built services (`services/<name>/dist`, so run the build first: `npm test` does), the email worker and
 * the gateway as real processes over a private PostgreSQL, Redis and SMTP sink, which a test may stop and
 * start. Everything is on free loopback ports.
 */
export async function startFaultStack(): Promise<FaultStack> {
  for (const name of [...SERVICES, 'email-worker', 'gateway']) {
    const main = path.join(root, 'services', name, 'dist/main.js');
    if (!fs.existsSync(main)) throw new Error(`${main} is missing: build first (npx nx run-many -t build)`);
  }
  const [postgres, redis, smtp] = await Promise.all([
    startPrivatePostgres(),
    startPrivateRedis(),
    startSmtpSink(),
  ]);
  const children = new Map<ProcessName, ChildProcess>();
  const lines: string[] = [];
  const exited: string[] = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all([...children.values()].map((child) => stopChild(child, 3_000)));
    await prisma?.$disconnect().catch(() => undefined);
    await Promise.all([postgres.destroy(), redis.destroy(), smtp.close()]);
  };
  let prisma: PrismaClient | undefined;

  try {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE pac');
    await admin.end();
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/pac');
    await applyMigrations(databaseUrl);
    prisma = createPrismaClient(databaseUrl);
    await seedDatabase(prisma, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });

    const ports = Object.fromEntries(
      await Promise.all(
        [...SERVICES, 'email-worker', 'gateway'].map(async (name) => [name, await freePort()] as const),
      ),
    ) as Record<ProcessName, number>;
    const url = (name: ProcessName) => `http://127.0.0.1:${ports[name]}`;
    const queuePrefix = `fault_${crypto.randomBytes(4).toString('hex')}`;
    const common: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: queuePrefix,
      SMTP_URL: smtp.url,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      SETTINGS_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
      STRIPE_WEBHOOK_SECRET: `whsec_fault_${crypto.randomBytes(12).toString('hex')}`,
      PUBLIC_SITE_URL: 'http://localhost:5173',
      // Every request of a test comes from 127.0.0.1; the per-IP limits must not be what a test measures.
      IP_LIMIT_MULTIPLIER: '20',
    };
    const extra: Partial<Record<ProcessName, NodeJS.ProcessEnv>> = {
      gateway: {
        IDENTITY_URL: url('identity'),
        BILLING_URL: url('billing'),
        CONTENT_URL: url('content'),
        ADMIN_URL: url('admin'),
        HEALTH_TIMEOUT_MS: '3000',
      },
    };
    for (const name of [...SERVICES, 'email-worker', 'gateway'] as ProcessName[]) {
      const child = spawn(process.execPath, [path.join(root, 'services', name, 'dist/main.js')], {
        env: { ...common, ...extra[name], PORT: String(ports[name]) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(`[${name}] ${line}`);
        if (lines.length > 2_000) lines.splice(0, lines.length - 2_000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      child.once('exit', (code, signal) => {
        lines.push(`[${name}] exited (code ${code}, signal ${signal})`);
        if (!stopping) exited.push(name);
      });
      children.set(name, child);
    }
    await Promise.all(
      [...SERVICES, 'email-worker'].map((name) =>
        waitForHttpOk(`${url(name as ProcessName)}/health/ready`, 60_000),
      ),
    );
    await waitForHttpOk(`${url('gateway')}/api/health`, 30_000);

    return {
      postgres,
      redis,
      smtp,
      databaseUrl,
      queuePrefix,
      gatewayUrl: url('gateway'),
      serviceUrls: Object.fromEntries(SERVICES.map((name) => [name, url(name)])) as Record<
        ServiceName,
        string
      >,
      workerUrl: url('email-worker'),
      admin: ADMIN,
      prisma,
      output: () => lines.join('\n'),
      exited: () => [...exited],
      stop,
    };
  } catch (error) {
    await stop();
    const detail = lines.slice(-40).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${detail}`);
  }
}

/** Polls until `check` passes (it throws until then); for states that settle on their own, like a reconnect. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
