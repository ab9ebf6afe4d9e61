import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.js';

/**
 * The client's own deadline on a statement is this much longer than PostgreSQL's `statement_timeout`: a slow
 * statement is cancelled by the server (the connection stays usable); only a server that does not answer at all
 * (hung, black-holed) meets the client's deadline, which drops that connection.
 */
export const CLIENT_DEADLINE_MARGIN_MS = 1_000;

export interface PrismaClientOptions {
  /** Most connections this process keeps open to PostgreSQL (default 10). */
  maxConnections?: number;
  /** Log Prisma's query-level warnings and errors to the console (default: errors only). */
  logWarnings?: boolean;
  /**
   * Longest wait for a connection, from the pool or a new one including its handshake (default 10 s). Services pass
   * DATABASE_CONNECT_TIMEOUT_MS (server-kit's DatabaseModule).
   */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL `statement_timeout` of every connection, plus a client-side deadline CLIENT_DEADLINE_MARGIN_MS later
   * for a server that answers nothing. Unset or 0: none (scripts, seeds); services pass DATABASE_STATEMENT_TIMEOUT_MS.
   */
  statementTimeoutMs?: number;
}

/**
 * A Prisma client over the pg driver adapter with a bounded pool. Each service makes one at start-up and
 * calls `$disconnect()` on shutdown. With Prisma 7's driver adapters the pool and its timeouts are pg's own
 * (connection URL parameters such as `connect_timeout` no longer apply), so they are set here.
 */
export function createPrismaClient(databaseUrl: string, options: PrismaClientOptions = {}): PrismaClient {
  const statementTimeoutMs = options.statementTimeoutMs ?? 0;
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    ...(statementTimeoutMs > 0
      ? {
          statement_timeout: statementTimeoutMs,
          query_timeout: statementTimeoutMs + CLIENT_DEADLINE_MARGIN_MS,
        }
      : {}),
  });
  return new PrismaClient({ adapter, log: options.logWarnings ? ['warn', 'error'] : ['error'] });
}

/** The lower-cased form stored in every `email_normalized` column; store the trimmed email beside it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
