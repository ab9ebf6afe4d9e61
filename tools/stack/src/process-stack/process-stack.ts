import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, type ServiceName } from '@pac/contracts';
import { applyMigrations, createPrismaClient, seedDatabase, type PrismaClient } from '@pac/db';
import pg from 'pg';
import { HungDependencyProxy } from '@pac/server-kit/testing/hung-dependency';
import { SmtpSink } from '@pac/email-worker/testing';
import { freePort, waitForHttpOk } from '../infra/net.js';
import { stopChild } from '../processes.js';
import { startPrivatePostgres, startPrivateRedis, type PrivateServer } from './private-infra.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ADMIN = { email: 'stack-admin@example.test', password: 'Stack-Admin-Only-1!' };
/** Lines kept per process (a test reads them; a runaway process must not fill the memory). */
const MAX_LINES_PER_PROCESS = 20_000;

/** The programs the stack runs: each service, the email worker and the gateway (their built `dist/main.js`). */
export type ProgramName = ServiceName | 'email-worker' | 'gateway';
type Replicated = ServiceName | 'email-worker';
const PROGRAMS: ProgramName[] = [...SERVICES, 'email-worker', 'gateway'];

export interface ProcessStackOptions {
  /** Processes per service and of the email worker (1 each unless given); the gateway balances over them. */
  replicas?: Partial<Record<Replicated, number>>;
  /** Added to every process's environment (LOG_LEVEL is `warn` unless given). */
  env?: NodeJS.ProcessEnv;
  /** Added to the environment of every process of one program. */
  envOf?: Partial<Record<ProgramName, NodeJS.ProcessEnv>>;
  /**
   * Programs that reach PostgreSQL and Redis through `hangable` proxies, which a test can make accept connections
   * and never answer (a hung dependency) and then pass traffic again; the others connect directly.
   */
  hangable?: ProgramName[];
}

export interface ProcessStack {
  postgres: PrivateServer;
  redis: PrivateServer;
  /** The proxies the `hangable` programs reach PostgreSQL and Redis through (pass-through until told to hang). */
  hangable: { postgres: HungDependencyProxy; redis: HungDependencyProxy };
  smtp: SmtpSink;
  databaseUrl: string;
  queuePrefix: string;
  gatewayUrl: string;
  /** Each service's first (or only) process. */
  serviceUrls: Record<ServiceName, string>;
  workerUrl: string;
  /**
   * The processes of a program by name: the program's own name when it runs once (`identity`), numbered when it
   * runs several (`identity-1`, `identity-2`).
   */
  instances(program: ProgramName): string[];
  /** Base URL of a process by its instance name. */
  urlOf(instance: string): string;
  /** Every line a process printed so far, oldest first. */
  linesOf(instance: string): readonly string[];
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
 * start. Everything is on free loopback ports; with `replicas`, a service runs as several processes and the
 * gateway gets all their URLs.
 */
export async function startProcessStack(options: ProcessStackOptions = {}): Promise<ProcessStack> {
  for (const name of PROGRAMS) {
    const main = path.join(root, 'services', name, 'dist/main.js');
    if (!fs.existsSync(main)) throw new Error(`${main} is missing: build first (npx nx run-many -t build)`);
  }
  const count = (program: ProgramName) =>
    program === 'gateway' ? 1 : Math.max(1, options.replicas?.[program] ?? 1);
  const instancesOf = Object.fromEntries(
    PROGRAMS.map((program) => [
      program,
      count(program) === 1
        ? [program]
        : Array.from({ length: count(program) }, (_, index) => `${program}-${index + 1}`),
    ]),
  ) as Record<ProgramName, string[]>;
  const all = PROGRAMS.flatMap((program) => instancesOf[program].map((instance) => ({ program, instance })));

  const smtp = new SmtpSink();
  const [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis(), smtp.start(0)]);
  const hangable = {
    postgres: await HungDependencyProxy.start({ host: '127.0.0.1', port: postgres.port }),
    redis: await HungDependencyProxy.start({ host: '127.0.0.1', port: redis.port }),
  };
  const children = new Map<string, ChildProcess>();
  const combined: string[] = [];
  const perInstance = new Map<string, string[]>(all.map(({ instance }) => [instance, []]));
  const exited: string[] = [];
  let stopping = false;
  /** Rejects when a process exits while the stack starts, so the start fails at once with its output. */
  let diedDuringStart: (instance: string) => void = () => undefined;
  const died = new Promise<never>((_, reject) => {
    diedDuringStart = (instance) => reject(new Error(`${instance} exited while the stack was starting`));
  });
  died.catch(() => undefined);
  let prisma: PrismaClient | undefined;
  const stop = async () => {
    stopping = true;
    await Promise.all([...children.values()].map((child) => stopChild(child, 3_000)));
    await prisma?.$disconnect().catch(() => undefined);
    await Promise.all([hangable.postgres.stop(), hangable.redis.stop()]);
    await Promise.all([postgres.destroy(), redis.destroy(), smtp.stop()]);
  };

  try {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE pac');
    await admin.end();
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/pac');
    await applyMigrations(databaseUrl);
    prisma = createPrismaClient(databaseUrl);
    await seedDatabase(prisma, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });

    const ports = new Map(
      await Promise.all(all.map(async ({ instance }) => [instance, await freePort()] as const)),
    );
    const urlOf = (instance: string) => {
      const port = ports.get(instance);
      if (port === undefined) throw new Error(`no process named ${instance}`);
      return `http://127.0.0.1:${port}`;
    };
    const urlsOf = (program: ProgramName) => instancesOf[program].map(urlOf).join(',');
    const queuePrefix = `stack_${crypto.randomBytes(4).toString('hex')}`;
    const common: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // As under `npm start`: the services and the worker on loopback alone (the gateway ignores HOST).
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: queuePrefix,
      SMTP_URL: smtp.url,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      SETTINGS_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
      STRIPE_WEBHOOK_SECRET: `whsec_stack_${crypto.randomBytes(12).toString('hex')}`,
      PUBLIC_SITE_URL: 'http://localhost:5173',
      ...options.env,
    };
    const gatewayEnv: NodeJS.ProcessEnv = {
      // IDENTITY_URL, BILLING_URL, …: one per service of the contracts' table, listing its replicas.
      ...Object.fromEntries(SERVICES.map((name) => [`${name.toUpperCase()}_URL`, urlsOf(name)])),
      HEALTH_TIMEOUT_MS: '3000',
    };
    for (const { program, instance } of all) {
      const child = spawn(process.execPath, [path.join(root, 'services', program, 'dist/main.js')], {
        env: {
          ...common,
          ...(program === 'gateway' ? gatewayEnv : {}),
          ...(options.hangable?.includes(program)
            ? {
                DATABASE_URL: hangable.postgres.urlFor(databaseUrl),
                REDIS_URL: hangable.redis.urlFor(redis.url),
              }
            : {}),
          ...options.envOf?.[program],
          PORT: String(ports.get(instance)),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const own = perInstance.get(instance) as string[];
      // A chunk may end mid-line: the rest is kept until its newline arrives.
      const keep = () => {
        let partial = '';
        return (chunk: Buffer) => {
          const parts = (partial + chunk.toString()).split('\n');
          partial = parts.pop() ?? '';
          for (const line of parts) {
            if (!line.trim()) continue;
            own.push(line);
            combined.push(`[${instance}] ${line}`);
          }
          if (own.length > MAX_LINES_PER_PROCESS) own.splice(0, own.length - MAX_LINES_PER_PROCESS);
          if (combined.length > 2_000) combined.splice(0, combined.length - 2_000);
        };
      };
      child.stdout?.on('data', keep());
      child.stderr?.on('data', keep());
      child.once('exit', (code, signal) => {
        combined.push(`[${instance}] exited (code ${code}, signal ${signal})`);
        if (stopping) return;
        exited.push(instance);
        diedDuringStart(instance);
      });
      children.set(instance, child);
    }
    await Promise.race([
      died,
      Promise.all(
        all
          .filter(({ program }) => program !== 'gateway')
          .map(({ instance }) => waitForHttpOk(`${urlOf(instance)}/health/ready`, 90_000)),
      ),
    ]);
    await Promise.race([died, waitForHttpOk(`${urlOf('gateway')}/api/health`, 30_000)]);
    diedDuringStart = () => undefined;

    return {
      postgres,
      redis,
      hangable,
      smtp,
      databaseUrl,
      queuePrefix,
      gatewayUrl: urlOf('gateway'),
      serviceUrls: Object.fromEntries(
        SERVICES.map((name) => [name, urlOf(instancesOf[name][0] as string)]),
      ) as Record<ServiceName, string>,
      workerUrl: urlOf(instancesOf['email-worker'][0] as string),
      instances: (program) => [...instancesOf[program]],
      urlOf,
      linesOf: (instance) => perInstance.get(instance) ?? [],
      admin: ADMIN,
      prisma,
      output: () => combined.join('\n'),
      exited: () => [...exited],
      stop,
    };
  } catch (error) {
    await stop();
    const detail = combined.slice(-40).join('\n');
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
