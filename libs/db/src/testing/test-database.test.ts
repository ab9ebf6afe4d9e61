import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../migrations/apply-migrations.js';
import { MIGRATIONS_DIR } from '../migrations/paths.js';
import { testServerUrl } from './server-url.js';
import { createTestDatabase, migrationsTemplateName, type TestDatabase } from './test-database.js';

async function queryOn<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe('test databases', () => {
  const created: TestDatabase[] = [];
  afterAll(() => Promise.all(created.map((database) => database.drop())));

  it('are fully migrated copies, each its own: a write to one is not in another', async () => {
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    created.push(first!, second!);
    expect(first!.name).not.toBe(second!.name);

    const committed = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect((await applyMigrations(first!.url)).applied).toEqual([]);
    const recorded = await queryOn<{ migration_name: string }>(
      first!.url,
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name',
    );
    expect(recorded.map((row) => row.migration_name)).toEqual(committed);

    await queryOn(
      first!.url,
      `INSERT INTO users (id, full_name, email, email_normalized, password_hash, updated_at)
       VALUES (gen_random_uuid(), 'Only Here', 'only@example.com', 'only@example.com', 'x', now())`,
    );
    expect(await queryOn(second!.url, 'SELECT 1 FROM users')).toEqual([]);
  });

  it('come from a template named after the committed migrations, which nobody writes to', async () => {
    const template = await migrationsTemplateName();
    expect(template).toMatch(/^pac_template_[0-9a-f]{16}$/);
    const database = await createTestDatabase();
    created.push(database);
    await queryOn(
      database.url,
      `INSERT INTO users (id, full_name, email, email_normalized, password_hash, updated_at)
       VALUES (gen_random_uuid(), 'Copy Only', 'copy@example.com', 'copy@example.com', 'x', now())`,
    );
    const server = new URL(testServerUrl());
    server.pathname = `/${template}`;
    expect(await queryOn(server.toString(), 'SELECT 1 FROM users')).toEqual([]);
  });

  it('without migrations are empty', async () => {
    const database = await createTestDatabase({ migrate: false });
    created.push(database);
    const tables = await queryOn(
      database.url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables).toEqual([]);
  });
});
