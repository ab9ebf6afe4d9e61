import path from 'node:path';
import pg from 'pg';
import { EmbeddedPostgresServer, dataDirFor, stateDataName } from './embedded-postgres.js';
import { freePort } from './net.js';

export interface PostgresHandle {
  url: string;
  description: string;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when configured; otherwise a real PostgreSQL from the `embedded-postgres` package, kept in
 * `<stateDir>/postgres` (as root: under POSTGRES_HOME_AS_ROOT, see embedded-postgres.ts) so data survives restarts.
 * Local use only: the password below is not a secret.
 */
export async function resolvePostgres(
  stateDir: string,
  configuredUrl = process.env.DATABASE_URL,
): Promise<PostgresHandle> {
  if (configuredUrl) {
    await assertReachable(configuredUrl);
    return { url: configuredUrl, description: `configured (${redact(configuredUrl)})`, stop: async () => {} };
  }
  const databaseDir = dataDirFor(path.join(stateDir, 'postgres'), stateDataName(stateDir));
  const port = await freePort();
  const password = 'local-only-embedded-password';
  const server = new EmbeddedPostgresServer({ dataDir: databaseDir, port, password });
  if (!server.isInitialised()) await server.initialise();
  await server.start();
  const database = 'pac';
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/${database}`,
    description: `embedded PostgreSQL on port ${port} (data in ${databaseDir})`,
    stop: () => server.stop(),
  };
}

async function assertReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`DATABASE_URL (${redact(url)}) is not reachable: ${reason}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates a fresh, uniquely named database on the server of `serverUrl` (for test runs); returns its URL and a drop. */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<unparseable url>';
  }
}
