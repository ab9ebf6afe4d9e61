import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.js';

export interface PrismaClientOptions {
  /** Most connections this process keeps open to PostgreSQL (default 10). */
  maxConnections?: number;
  /** Log Prisma's query-level warnings and errors to the console (default: errors only). */
  logWarnings?: boolean;
}

/**
 * A Prisma client over the pg driver adapter with a bounded pool. Each service makes one at start-up and
 * calls `$disconnect()` on shutdown.
 */
export function createPrismaClient(databaseUrl: string, options: PrismaClientOptions = {}): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  return new PrismaClient({ adapter, log: options.logWarnings ? ['warn', 'error'] : ['error'] });
}

/** The lower-cased form stored in every `email_normalized` column; store the trimmed email beside it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
