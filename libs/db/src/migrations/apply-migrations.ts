import pg from 'pg';
import { readMigrationList, readSchema } from './migrations-directory.js';
import { MIGRATIONS_DIR } from './paths.js';
import { poolConfigFromUrl } from './migration-adapter.js';
import { NO_FILTERS, withSchemaEngine } from './schema-engine.js';

export interface AppliedMigrations {
  /** Folder names of the migrations this call applied, oldest first; empty when the database was up to date. */
  applied: string[];
}

// Our own advisory-lock key (the engine may take Prisma's own one on another connection: a different key avoids
// a self-deadlock). Parallel starters queue here instead of racing to apply the same migration.
const MIGRATE_LOCK_KEY = 7_270_736_901;

/**
 * Applies the committed migrations that `databaseUrl` has not run yet, recording them in Prisma's
 * `_prisma_migrations` table (each migration file runs as one implicit transaction). Creates the database
 * first if it does not exist. Safe to call from several processes at once.
 */
export async function applyMigrations(
  databaseUrl: string,
  options: { migrationsDir?: string } = {},
): Promise<AppliedMigrations> {
  await ensureDatabaseExists(databaseUrl);
  const lockHolder = new pg.Client(poolConfigFromUrl(databaseUrl));
  await lockHolder.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK_KEY]);
    const migrationsList = await readMigrationList(options.migrationsDir ?? MIGRATIONS_DIR);
    const output = await withSchemaEngine(databaseUrl, await readSchema(), (engine) =>
      engine.applyMigrations({ migrationsList, filters: NO_FILTERS }),
    );
    return { applied: output.appliedMigrationNames };
  } finally {
    // Ending the session releases the advisory lock even if the unlock query is never reached.
    await lockHolder.end();
  }
}

const INVALID_CATALOG_NAME = '3D000';
const DUPLICATE_DATABASE = '42P04';

/**
 * `prisma migrate deploy` creates a missing database; so does this, through the server's maintenance database.
 * True when it created it.
 */
export async function ensureDatabaseExists(databaseUrl: string): Promise<boolean> {
  const config = poolConfigFromUrl(databaseUrl);
  const probe = new pg.Client(config);
  try {
    await probe.connect();
    return false;
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_CATALOG_NAME) throw error;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const admin = new pg.Client({ ...config, database: 'postgres' });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quoteIdentifier(config.database ?? '')}`);
    return true;
  } catch (error) {
    // Another starter created it first.
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
    return false;
  } finally {
    await admin.end();
  }
}

export function quoteIdentifier(name: string): string {
  if (!name) throw new Error('The database URL names no database.');
  return `"${name.replaceAll('"', '""')}"`;
}
