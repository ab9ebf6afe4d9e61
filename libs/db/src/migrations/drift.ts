import { diffDatabaseToSchema, diffMigrationsToSchema } from './diff.js';
import { readMigrationList, readSchema } from './migrations-directory.js';
import { withSchemaEngine } from './schema-engine.js';

export interface SchemaDrift {
  /** SQL that the committed migrations lack to reach schema.prisma (null: none). */
  migrationsToSchema: string | null;
  /** SQL that a migrated database lacks to reach schema.prisma (null: none). Only with `migratedDatabaseUrl`. */
  databaseToSchema: string | null;
}

/**
 * Compares schema.prisma with what the committed migrations build (replayed in a scratch shadow database on the
 * server of `serverUrl`) and, optionally, with a database they were applied to. Both null means no drift.
 */
export async function findSchemaDrift(
  serverUrl: string,
  options: { migratedDatabaseUrl?: string; schemaPath?: string; migrationsDir?: string } = {},
): Promise<SchemaDrift> {
  const { migratedDatabaseUrl } = options;
  const schema = await readSchema(options.schemaPath);
  const migrationsList = await readMigrationList(options.migrationsDir);
  const migrationsToSchema = await withSchemaEngine(serverUrl, schema, (engine) =>
    diffMigrationsToSchema(engine, migrationsList, schema),
  );
  const databaseToSchema = migratedDatabaseUrl
    ? await withSchemaEngine(migratedDatabaseUrl, schema, (engine) => diffDatabaseToSchema(engine, schema))
    : null;
  return { migrationsToSchema, databaseToSchema };
}
