import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The database of the e2e stack: E2E_DATABASE_URL when `npm test` made one; otherwise the embedded PostgreSQL the
 * stack started in `.stack/e2e/postgres` (its port is on line 4 of postmaster.pid; the password is the stack's
 * fixed local-only one, see tools/stack/src/infra/postgres.ts).
 */
export function stackDatabaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const pidFile = path.join(repoRoot, '.stack/e2e/postgres/postmaster.pid');
  const port = fs.readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
  if (!port) throw new Error(`No port in ${pidFile}; is the e2e stack running with an embedded database?`);
  return `postgresql://postgres:local-only-embedded-password@127.0.0.1:${port}/pac`;
}

/** Runs one read-only query against the e2e stack's database, for journeys that check what was stored. */
export async function queryStackDatabase<Row extends Record<string, unknown>>(
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: stackDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
