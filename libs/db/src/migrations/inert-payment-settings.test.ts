import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { applyMigrations } from './apply-migrations.js';
import { MIGRATIONS_DIR } from './paths.js';

const REMOVAL = '20261126191500_remove_inert_payment_settings';

/**
 * The payment settings publishableKey and testMode took effect nowhere and are no longer shown or accepted; a
 * database that stored them loses them on migrating, and keeps every other setting.
 */
describe(`migration ${REMOVAL}`, () => {
  let database: TestDatabase;
  let before: string;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    // The migrations as they were before this one.
    before = await mkdtemp(path.join(tmpdir(), 'pac-db-before-'));
    for (const entry of await readdir(MIGRATIONS_DIR, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name < REMOVAL)
        await cp(path.join(MIGRATIONS_DIR, entry.name), path.join(before, entry.name), { recursive: true });
    }
  });
  afterAll(async () => {
    await database?.drop();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('deletes the stored publishable key and test mode, and nothing else', async () => {
    await applyMigrations(database.url, { migrationsDir: before });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO settings ("group", key, value, updated_at) VALUES
           ('payment', 'publishableKey', '"pk_live_abc"', now()),
           ('payment', 'testMode', 'false', now()),
           ('payment', 'secretKey', '{"enc":"sealed"}', now()),
           ('general', 'testMode', 'true', now()),
           ('email', 'smtpPort', '587', now())`,
      );
      const applied = await applyMigrations(database.url);
      expect(applied.applied).toContain(REMOVAL);
      const rows = await client.query<{ group: string; key: string }>(
        'SELECT "group", key FROM settings ORDER BY "group", key',
      );
      expect(rows.rows).toEqual([
        { group: 'general', key: 'testMode' },
        { group: 'payment', key: 'secretKey' },
        { group: 'email', key: 'smtpPort' },
      ]);
    } finally {
      await client.end();
    }
  });
});
