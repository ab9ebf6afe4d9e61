import { HttpStatus, Logger } from '@nestjs/common';
import { SERVICE_UNAVAILABLE_MESSAGES } from '@pac/contracts';
import { CLIENT_DEADLINE_MARGIN_MS, createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase, type TestDatabase } from '@pac/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiExceptionFilter } from '../bootstrap/api-exception.filter.js';
import { unavailableDependency } from '../bootstrap/dependency-errors.js';
import { HungDependencyProxy } from '../testing/hung-dependency.js';

/** Short deadlines so a hung PostgreSQL is noticed quickly; the margins below allow for a loaded machine. */
const CONNECT_TIMEOUT_MS = 500;
const STATEMENT_TIMEOUT_MS = 400;
const SLACK_MS = 1_500;

let database: TestDatabase;
let proxy: HungDependencyProxy;
let prisma: PrismaClient;

async function timed<T>(work: Promise<T>): Promise<{ ms: number; error: unknown }> {
  const started = Date.now();
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  return { ms: Date.now() - started, error };
}

function filterStatus(exception: unknown): [number, unknown] {
  let status = 0;
  let body: unknown;
  const res = {
    headersSent: false,
    setHeader: () => undefined,
    status: (code: number) => ((status = code), res),
    json: (value: unknown) => (body = value),
  };
  new ApiExceptionFilter().catch(exception, {
    switchToHttp: () => ({ getResponse: () => res }),
  } as never);
  return [status, body];
}

beforeAll(async () => {
  Logger.overrideLogger(false);
  database = await createTestDatabase();
  const url = new URL(database.url);
  proxy = await HungDependencyProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
  prisma = createPrismaClient(proxy.urlFor(database.url), {
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    maxConnections: 2,
  });
});

afterAll(async () => {
  proxy?.pass();
  await prisma?.$disconnect();
  await proxy?.stop();
  await database?.drop();
});

describe('PostgreSQL deadlines (createPrismaClient)', () => {
  it('cancels a statement that runs longer than statement_timeout and calls it an outage (503)', async () => {
    const { ms, error } = await timed(prisma.$queryRaw`SELECT pg_sleep(5)`);
    expect(error).toBeTruthy();
    expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + SLACK_MS);
    expect(unavailableDependency(error)).toBe('database');
    expect(filterStatus(error)).toEqual([
      HttpStatus.SERVICE_UNAVAILABLE,
      { success: false, error: SERVICE_UNAVAILABLE_MESSAGES.default },
    ]);
    // The connection the server cancelled on is still good.
    expect(await prisma.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
  });

  it('fails fast while PostgreSQL accepts connections but never answers, and recovers when it answers again', async () => {
    expect(await prisma.user.count()).toBe(0);
    proxy.hang();
    try {
      // Pooled connections (the statement never comes back) and new ones (the handshake never completes) alike.
      for (let round = 0; round < 4; round++) {
        const { ms, error } = await timed(prisma.user.count());
        expect(error, `round ${round}`).toBeTruthy();
        expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + CLIENT_DEADLINE_MARGIN_MS + SLACK_MS);
        expect(unavailableDependency(error), String(error)).toBe('database');
        expect(filterStatus(error)[0]).toBe(HttpStatus.SERVICE_UNAVAILABLE);
      }
      const transaction = await timed(prisma.$transaction(async (tx) => tx.user.count()));
      expect(unavailableDependency(transaction.error), String(transaction.error)).toBe('database');
      expect(transaction.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + CLIENT_DEADLINE_MARGIN_MS + SLACK_MS);
    } finally {
      proxy.pass();
    }
    await expect.poll(() => prisma.user.count().catch(() => -1), { timeout: 10_000 }).toBe(0);
  });
});
