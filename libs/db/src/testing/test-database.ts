import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { applyMigrations, quoteIdentifier } from '../migrations/apply-migrations.js';
import { poolConfigFromUrl } from '../migrations/migration-adapter.js';
import { testServerUrl } from './server-url.js';

export interface TestDatabase {
  /** Connection URL of the new, migrated database. */
  url: string;
  /** Its name, e.g. pac_test_4242_9f3a1c2b. */
  name: string;
  /** Drops the database (closing any connection still open to it). */
  drop(): Promise<void>;
}

/**
 * Creates a uniquely named database on the test server (TEST_DATABASE_URL, else DATABASE_URL, else the local
 * PostgreSQL) and applies the committed migrations to it. Pair it with `drop()` in the suite's teardown.
 */
export async function createTestDatabase(
  options: { serverUrl?: string; migrate?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = options.serverUrl ?? testServerUrl();
  const name = `pac_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(serverUrl, name);

  await runOnServer(serverUrl, `CREATE DATABASE ${quoteIdentifier(name)}`);
  try {
    if (options.migrate !== false) await applyMigrations(url);
  } catch (error) {
    await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
    throw error;
  }
  return {
    url,
    name,
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
  };
}

/** The same server and credentials, another database. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

// Connects to the server's own database named in the URL (usually "postgres"), never to the one being dropped.
async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client(poolConfigFromUrl(serverUrl));
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
