import path from 'node:path';
import type { MigrationList } from '@prisma/schema-engine-wasm';
import { NO_FILTERS, type SchemaEngine } from './schema-engine.js';

type SchemaFile = { path: string; content: string };

/** SQL that takes a database built by `migrationsList` to what `schema` describes; null when there is none. */
export async function diffMigrationsToSchema(
  engine: SchemaEngine,
  migrationsList: MigrationList,
  schema: SchemaFile,
): Promise<string | null> {
  const result = await engine.diff({
    from: { tag: 'migrations', ...migrationsList },
    to: { tag: 'schemaDatamodel', files: [schema] },
    script: true,
    exitCode: true,
    filters: NO_FILTERS,
  });
  return emptyDiffToNull(result.exitCode, result.stdout);
}

/**
 * SQL that takes the database the engine is connected to (through its adapter) to what `schema` describes;
 * null when they are in step. The Wasm engine cannot open a database from a URL target, hence the datasource.
 */
export async function diffDatabaseToSchema(engine: SchemaEngine, schema: SchemaFile): Promise<string | null> {
  const result = await engine.diff({
    from: { tag: 'schemaDatasource', files: [schema], configDir: path.dirname(schema.path) },
    to: { tag: 'schemaDatamodel', files: [schema] },
    script: true,
    exitCode: true,
    filters: NO_FILTERS,
  });
  return emptyDiffToNull(result.exitCode, result.stdout);
}

// With exitCode requested the engine answers 2 for a non-empty diff and 0 for none.
function emptyDiffToNull(exitCode: number, stdout: string | null): string | null {
  return exitCode === 2 && stdout ? stdout : null;
}
