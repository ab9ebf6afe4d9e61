import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { testServerUrl } from '../testing/server-url.js';
import { applyMigrations } from './apply-migrations.js';
import { createMigration } from './create-migration.js';
import { findSchemaDrift } from './drift.js';
import { MIGRATIONS_DIR, SCHEMA_PATH } from './paths.js';

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A scratch copy of schema.prisma and the migrations, to change without touching the committed ones. */
async function copyOfPrismaFolder(): Promise<{ dir: string; schemaPath: string; migrationsDir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pac-db-'));
  const schemaPath = path.join(dir, 'schema.prisma');
  const migrationsDir = path.join(dir, 'migrations');
  await cp(SCHEMA_PATH, schemaPath);
  await cp(MIGRATIONS_DIR, migrationsDir, { recursive: true });
  return { dir, schemaPath, migrationsDir };
}

describe('committed migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.drop());

  it('apply to an empty database once, and a second run applies nothing', async () => {
    const committed = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const first = await applyMigrations(database.url);
    expect(first.applied).toEqual(committed.sort());

    const second = await applyMigrations(database.url);
    expect(second.applied).toEqual([]);

    const recorded = await query<{ migration_name: string }>(
      database.url,
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name',
    );
    expect(recorded.map((row) => row.migration_name)).toEqual(committed.sort());
    const tables = await query<{ table_name: string }>(
      database.url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'payments',
        'email_logs',
        'course_progress',
        'audit_events',
        'settings',
      ]),
    );
  });

  // The drift guard: fails when schema.prisma was changed without `npm run migrate:create`, or a migration was edited.
  it('build exactly what schema.prisma describes', async () => {
    const drift = await findSchemaDrift(testServerUrl(), { migratedDatabaseUrl: database.url });
    expect(drift.migrationsToSchema, 'schema.prisma has changes no migration creates').toBeNull();
    expect(drift.databaseToSchema, 'a migrated database differs from schema.prisma').toBeNull();
  });
});

describe('applyMigrations', () => {
  it('lets parallel starters race without applying anything twice', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const results = await Promise.all([
        applyMigrations(database.url),
        applyMigrations(database.url),
        applyMigrations(database.url),
      ]);
      expect(results.filter((result) => result.applied.length > 0)).toHaveLength(1);
      const [{ count }] = (await query<{ count: string }>(
        database.url,
        'SELECT count(*) FROM _prisma_migrations',
      )) as [{ count: string }];
      expect(Number(count)).toBe(results.flatMap((result) => result.applied).length);
    } finally {
      await database.drop();
    }
  });

  it('applies a migration completely or not at all, semicolons in comments and strings included', async () => {
    const scratch = await copyOfPrismaFolder();
    const database = await createTestDatabase({ migrate: false });
    try {
      const broken = path.join(scratch.migrationsDir, '29990101000000_half_done');
      await mkdir(broken);
      await writeFile(
        path.join(broken, 'migration.sql'),
        "-- first step; then a failure\nCREATE TABLE half_done (note TEXT DEFAULT 'a;b');\nSELECT 1 / 0;\n",
      );
      await expect(applyMigrations(database.url, { migrationsDir: scratch.migrationsDir })).rejects.toThrow(
        /division by zero/,
      );
      const leftovers = await query(
        database.url,
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'",
      );
      expect(leftovers).toHaveLength(0);
    } finally {
      await database.drop();
      await rm(scratch.dir, { recursive: true, force: true });
    }
  });
});

describe('createMigration', () => {
  it('writes the difference between the migrations and a changed schema, and refuses when there is none', async () => {
    const scratch = await copyOfPrismaFolder();
    const shadowDatabases = () =>
      query<{ datname: string }>(
        testServerUrl(),
        "SELECT datname FROM pg_database WHERE datname LIKE 'pac_shadow_%'",
      ).then((rows) => rows.map((row) => row.datname));
    const shadowsBefore = await shadowDatabases();
    try {
      const options = {
        databaseUrl: testServerUrl(),
        schemaPath: scratch.schemaPath,
        migrationsDir: scratch.migrationsDir,
      };
      expect(await createMigration('nothing changed', options)).toBeNull();

      const schema = await readFile(scratch.schemaPath, 'utf8');
      await writeFile(
        scratch.schemaPath,
        schema.replace('  lastLoginAt ', '  nickname         String?    @map("nickname")\n  lastLoginAt '),
      );
      const created = await createMigration('Add user nickname', {
        ...options,
        now: new Date('2030-01-02T03:04:05Z'),
      });
      expect(created?.name).toBe('20300102030405_add_user_nickname');
      expect(created?.sql).toMatch(/ALTER TABLE "users" ADD COLUMN\s+"nickname" TEXT/);
      expect(await readFile(created?.file ?? '', 'utf8')).toBe(created?.sql);

      const drift = await findSchemaDrift(testServerUrl(), {
        schemaPath: scratch.schemaPath,
        migrationsDir: scratch.migrationsDir,
      });
      expect(drift.migrationsToSchema).toBeNull();
      expect(await createMigration('again', options)).toBeNull();
      // Every diff replays the migrations in a scratch database; none may be left behind.
      expect(await shadowDatabases()).toEqual(shadowsBefore);
    } finally {
      await rm(scratch.dir, { recursive: true, force: true });
    }
  });
});
