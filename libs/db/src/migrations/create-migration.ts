import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCKFILE_CONTENT, LOCKFILE_NAME, readMigrationList, readSchema } from './migrations-directory.js';
import { MIGRATIONS_DIR } from './paths.js';
import { diffMigrationsToSchema } from './diff.js';
import { withSchemaEngine } from './schema-engine.js';

export interface CreatedMigration {
  name: string;
  file: string;
  sql: string;
}

/** Turns "Add user lockout" into "add_user_lockout"; migration folder names stay portable. */
export function toMigrationName(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
}

/**
 * Diffs the committed migrations against schema.prisma and writes the difference as a new migration.
 * Returns null when the schema has no change to migrate. The engine replays the migrations in a temporary
 * shadow database it creates (and drops) on the server of `databaseUrl`.
 */
export async function createMigration(
  rawName: string,
  options: { databaseUrl: string; migrationsDir?: string; schemaPath?: string; now?: Date },
): Promise<CreatedMigration | null> {
  const migrationName = toMigrationName(rawName);
  if (!migrationName)
    throw new Error('A migration needs a name made of letters or digits, e.g. "add_user_lockout".');
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  const schema = await readSchema(options.schemaPath);
  // The engine reads the connector from the lockfile, so it must exist before the first diff.
  await mkdir(migrationsDir, { recursive: true });
  const lockfile = path.join(migrationsDir, LOCKFILE_NAME);
  if (!existsSync(lockfile)) await writeFile(lockfile, LOCKFILE_CONTENT);
  const migrationsList = await readMigrationList(migrationsDir);

  // The Wasm engine's createMigration cannot reach a shadow database; its diff can (through the adapter), so
  // the migration is the diff from "what the committed migrations build" to "what schema.prisma describes".
  const sql = await withSchemaEngine(options.databaseUrl, schema, (engine) =>
    diffMigrationsToSchema(engine, migrationsList, schema),
  );
  if (sql === null) return null;

  const name = `${migrationTimestamp(options.now ?? new Date())}_${migrationName}`;
  const directory = path.join(migrationsDir, name);
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, 'migration.sql');
  await writeFile(file, sql);
  return { name, file, sql };
}

/** Prisma's folder prefix: UTC yyyyMMddHHmmss, so folders sort in the order they were created. */
export function migrationTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
