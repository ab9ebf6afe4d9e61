import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { applyMigrations, quoteIdentifier } from '../migrations/apply-migrations.js';
import { readMigrationList } from '../migrations/migrations-directory.js';
import { withPgClient } from '../pg-client.js';
import { testServerUrl } from './server-url.js';

export interface TestDatabase {
  /** Connection URL of the new, migrated database. */
  url: string;
  /** Its name, e.g. pac_test_4242_9f3a1c2b. */
  name: string;
  /** Drops the database (closing any connection still open to it). */
  drop(): Promise<void>;
}

/** Test databases are copied from a migrated template named after the migrations it holds. */
const TEMPLATE_PREFIX = 'pac_template_';
// Serializes building and copying templates across processes (apply-migrations uses …901).
const TEMPLATE_LOCK_KEY = 7_270_736_902;

/**
 * Creates a uniquely named database on the test server (TEST_DATABASE_URL, else DATABASE_URL, else the local
 * PostgreSQL) holding the committed migrations. Pair it with `drop()` in the suite's teardown.
 * Migrated databases are copies of a template migrated once per set of migrations (`CREATE DATABASE … TEMPLATE`):
 * a copy takes a fraction of the time of running the migrations through the schema engine in every test file.
 */
export async function createTestDatabase(
  options: { serverUrl?: string; migrate?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = options.serverUrl ?? testServerUrl();
  const name = `pac_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(serverUrl, name);

  if (options.migrate === false) await runOnServer(serverUrl, `CREATE DATABASE ${quoteIdentifier(name)}`);
  else await copyMigratedTemplate(serverUrl, name);
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

/** `pac_template_<hash of the committed migrations>`: a changed or added migration names a new template. */
export async function migrationsTemplateName(): Promise<string> {
  const list = await readMigrationList();
  const hash = createHash('sha256');
  for (const directory of list.migrationDirectories)
    hash.update(`${directory.path}\0${directory.migrationFile.content.value}\0`);
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

/**
 * Copies the current migrations' template into `name`, building the template first when this server has none.
 * Under an advisory lock, so parallel test files neither build it twice nor copy it while it is being built.
 */
async function copyMigratedTemplate(serverUrl: string, name: string): Promise<void> {
  const template = await migrationsTemplateName();
  await onServer(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (!rowCount) await buildTemplate(client, serverUrl, template);
    await client.query(`CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`);
  });
}

async function buildTemplate(client: pg.Client, serverUrl: string, template: string): Promise<void> {
  const building = `${template}_building`;
  await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(building)} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${quoteIdentifier(building)}`);
  try {
    await applyMigrations(withDatabase(serverUrl, building));
    // A copy needs its template free of connections; the migration's own may still be closing.
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [building],
    );
    await client.query(`ALTER DATABASE ${quoteIdentifier(building)} RENAME TO ${quoteIdentifier(template)}`);
  } catch (error) {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(building)} WITH (FORCE)`);
    throw error;
  }
  // Templates of older migrations: no copy can be running (the lock is held), a checkout on them builds its own.
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2`,
    [TEMPLATE_PREFIX, template],
  );
  for (const { datname } of rows)
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(datname)} WITH (FORCE)`);
}

// Connects to the server's own database named in the URL (usually "postgres"), never to the one being dropped.
const onServer = withPgClient;

function runOnServer(serverUrl: string, sql: string): Promise<void> {
  return onServer(serverUrl, async (client) => void (await client.query(sql)));
}
