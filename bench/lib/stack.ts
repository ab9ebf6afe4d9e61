/**
 * What the backend benchmarks run against, started by themselves so one command reproduces them on a fresh
 * machine: the configured or local PostgreSQL and Redis (else embedded ones, as `npm start` does), a scratch
 * database with the committed migrations and the seed, the built services and the gateway as real processes on
 * free ports (production mode, default log level, logs to .stack/bench/logs), and a private mail-queue prefix.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, type ServiceName } from '@pac/contracts';
import { createPrismaClient, seedDatabase } from '@pac/db';
import { createTestDatabase, type TestDatabase } from '@pac/db/testing';
import { canConnect, freePort, waitForHttpOk } from '@pac/stack/net';
import { resolvePostgres } from '@pac/stack/postgres';
import { resolveRedis } from '@pac/stack/redis';
import { ProcessGroup, stopChild } from '@pac/stack/processes';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const benchStateDir = path.join(repoRoot, '.stack', 'bench');
const logDir = path.join(benchStateDir, 'logs');

/** Only the benchmark client is a trusted proxy: it tells the gateway a distinct client address per request. */
export const BENCH_TRUSTED_PROXIES = '127.0.0.1';
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-Pass-1!' };

/** Builds the named Nx projects (cached) unless `npm run bench` already built everything. */
export function ensureBuilt(projects: string[]): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', projects.join(','), '--outputStyle=static'],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error(`nx build of ${projects.join(', ')} failed`);
}

export interface Infrastructure {
  /** Server URL on which scratch databases are created. */
  serverUrl: string;
  redisUrl: string;
  description: string;
  stop(): Promise<void>;
}

/** TEST_DATABASE_URL / DATABASE_URL / the local PostgreSQL, else embedded; REDIS_URL / local, else private. */
export async function resolveInfrastructure(): Promise<Infrastructure> {
  const group = new ProcessGroup(() => {});
  const stoppers: (() => Promise<void>)[] = [() => group.stopAll()];
  let serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  let pgDescription = serverUrl ? 'configured PostgreSQL' : 'local PostgreSQL on 127.0.0.1:5432';
  if (!serverUrl && (await canConnect(5432))) serverUrl = 'postgresql://postgres@127.0.0.1:5432/postgres';
  if (!serverUrl) {
    const embedded = await resolvePostgres(benchStateDir, '');
    stoppers.push(embedded.stop);
    serverUrl = embedded.url;
    pgDescription = embedded.description;
  }
  let redisUrl = process.env.REDIS_URL;
  let redisDescription = redisUrl ? 'configured Redis' : 'local Redis on 127.0.0.1:6379';
  if (!redisUrl && (await canConnect(6379))) redisUrl = 'redis://127.0.0.1:6379';
  if (!redisUrl) {
    const own = await resolveRedis(group, '');
    redisUrl = own.url;
    redisDescription = own.description;
  }
  return {
    serverUrl,
    redisUrl,
    description: `${pgDescription}; ${redisDescription}`,
    stop: async () => {
      for (const stop of stoppers.reverse()) await stop().catch(() => {});
    },
  };
}

/** A fresh migrated database (dropped by the caller) with the seed: catalogue, settings and an admin. */
export async function createBenchDatabase(serverUrl: string, seed = true): Promise<TestDatabase> {
  const database = await createTestDatabase({ serverUrl });
  if (seed) await seedBenchDatabase(database.url);
  return database;
}

/** The project's seed (idempotent) with the benchmark admin. */
export async function seedBenchDatabase(databaseUrl: string): Promise<void> {
  const prisma = createPrismaClient(databaseUrl);
  try {
    await seedDatabase(prisma, { adminEmail: BENCH_ADMIN.email, adminPassword: BENCH_ADMIN.password });
  } finally {
    await prisma.$disconnect();
  }
}

export interface RunningBackend {
  gatewayUrl: string;
  serviceUrl(name: ServiceName): string;
  queuePrefix: string;
  jwtSecret: string;
  /** Process id of each started service and of the gateway (e.g. to read their CPU time from /proc). */
  pids: Record<string, number>;
  stop(): Promise<void>;
}

/**
 * Starts the given services and the gateway from their built `dist/main.js` over `databaseUrl`. The gateway trusts
 * X-Forwarded-For only from the benchmark client (BENCH_TRUSTED_PROXIES); every per-IP limit keeps its
 * production value unless `env` says otherwise. No email worker runs: mail stays on the private queue prefix,
 * where the benchmarks read sign-in codes the way the integration tests do.
 */
export async function startBackend(options: {
  services: ServiceName[];
  databaseUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
  /** Node flags of the services only, not the gateway (e.g. `--cpu-prof` to profile a service under load). */
  serviceNodeArgs?: string[];
}): Promise<RunningBackend> {
  fs.mkdirSync(logDir, { recursive: true });
  const children: ChildProcess[] = [];
  const pids: Record<string, number> = {};
  const smtp = await startSmtpGreeter();
  const queuePrefix = `bench_${randomBytes(4).toString('hex')}`;
  const jwtSecret = randomBytes(48).toString('base64url');
  const ports = {} as Record<ServiceName, number>;
  for (const name of SERVICES) ports[name] = await freePort();
  const gatewayPort = await freePort();
  const serviceUrl = (name: ServiceName) => `http://127.0.0.1:${ports[name]}`;
  const common: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: jwtSecret,
    SETTINGS_ENCRYPTION_KEY: randomBytes(48).toString('base64url'),
    QUEUE_PREFIX: queuePrefix,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ...options.env,
  };
  const start = (name: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []) => {
    const log = fs.openSync(path.join(logDir, `${name}.log`), 'w');
    // BENCH_SERVICE_NODE_ARGS='--prof' adds node flags to every service, besides the bench's own serviceNodeArgs.
    const extraArgs = process.env.BENCH_SERVICE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const child = spawn(
      process.execPath,
      [...nodeArgs, ...extraArgs, path.join(repoRoot, `services/${name}/dist/main.js`)],
      {
        env,
        stdio: ['ignore', log, log],
      },
    );
    fs.closeSync(log);
    children.push(child);
    if (child.pid !== undefined) pids[name] = child.pid;
    return child;
  };
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
    await smtp.close();
  };
  try {
    for (const name of options.services)
      start(name, { ...common, PORT: String(ports[name]) }, options.serviceNodeArgs);
    start('gateway', {
      ...common,
      PORT: String(gatewayPort),
      ...serviceUrlVariables(serviceUrl),
      TRUSTED_PROXIES: BENCH_TRUSTED_PROXIES,
    });
    await Promise.all(options.services.map((name) => waitForHttpOk(`${serviceUrl(name)}/health/ready`)));
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await waitForHttpOk(`${gatewayUrl}/api/health/${options.services[0]}/ready`);
    return { gatewayUrl, serviceUrl, queuePrefix, jwtSecret, pids, stop };
  } catch (error) {
    await stop();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)} (service logs in ${path.relative(repoRoot, logDir)})`,
    );
  }
}

/** The gateway's IDENTITY_URL, BILLING_URL, …: one per service of the contracts' table. */
const serviceUrlVariables = (urlOf: (service: ServiceName) => string) =>
  Object.fromEntries(SERVICES.map((name) => [`${name.toUpperCase()}_URL`, urlOf(name)]));

/** Answers the SMTP greeting the admin's health check waits for (no mail is ever sent to it). */
async function startSmtpGreeter(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.end('220 bench.local ESMTP greeter\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    // A half-closed probe connection would keep close() waiting forever (and the process would exit mid-cleanup).
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A distinct client address per request (198.18.0.0/15, the benchmarking range), 131,072 before reuse. */
export function clientAddresses(): () => string {
  let next = 0;
  return () => {
    const n = next++ % 131_072;
    return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  };
}
