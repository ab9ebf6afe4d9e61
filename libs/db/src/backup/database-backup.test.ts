import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, withDatabase, type TestDatabase } from '../testing/test-database.js';
import { testServerUrl } from '../testing/server-url.js';
import { createPrismaClient } from '../client.js';
import { seedDatabase } from '../seed/seed-database.js';
import { withPgClient } from '../pg-client.js';
import { backupDatabase, restoreDatabase, tableFingerprints, verifyBackup } from './database-backup.js';

const sql = (url: string, text: string, values: unknown[] = []) =>
  withPgClient(url, (client) => client.query(text, values));

/** The restore drill: seed, back up, lose the database, restore it, and find every table as it was. */
describe('database backup and restore', () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(path.join(os.tmpdir(), 'pac-backup-'));
  });
  afterAll(async () => {
    await database?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('restores a dropped database with every table’s rows and checksums equal', async () => {
    const prisma = createPrismaClient(database.url, { maxConnections: 1 });
    await seedDatabase(prisma, { adminEmail: 'drill@example.test', adminPassword: 'Drill-Passw0rd!' });
    await prisma.$disconnect();
    // Rows in the tables users care most about, beside what the seed wrote.
    const { rows } = await sql(database.url, `SELECT id FROM users LIMIT 1`);
    const userId = rows[0].id as string;
    await sql(
      database.url,
      `INSERT INTO deal_templates (id, user_id, name, input, input_version, updated_at)
       VALUES (gen_random_uuid(), $1, 'Drill template', $2, 2, now())`,
      [userId, JSON.stringify({ name: 'Drill template', model: 'rent_to_rent', note: 'é ü £ 民宿' })],
    );
    const before = await tableFingerprints(database.url);
    expect(before.find((table) => table.table === 'deal_templates')?.rows).toBe(1);
    expect(before.reduce((sum, table) => sum + table.rows, 0)).toBeGreaterThan(10);

    const file = path.join(folder, 'drill.dump');
    const backup = await backupDatabase(database.url, file);
    expect(backup.bytes).toBeGreaterThan(1_000);
    expect(await readFile(backup.checksumFile, 'utf8')).toBe(`${backup.sha256}  drill.dump\n`);

    await database.drop();
    const outcome = await restoreDatabase(database.url, file);
    expect(outcome.created).toBe(true);
    expect(outcome.tables).toEqual(before);
    expect(await tableFingerprints(database.url)).toEqual(before);
  }, 60_000);

  it('refuses a damaged backup or one without its checksum, and a database holding tables without --replace', async () => {
    const file = path.join(folder, 'second.dump');
    await backupDatabase(database.url, file);
    const before = await tableFingerprints(database.url);

    // Over a database that holds tables: only on request, and then exactly the backup's contents.
    await expect(restoreDatabase(database.url, file)).rejects.toThrow(/pass --replace/);
    await sql(database.url, `DELETE FROM deal_templates`);
    const replaced = await restoreDatabase(database.url, file, { replace: true });
    expect(replaced.tables).toEqual(before);

    const damaged = path.join(folder, 'damaged.dump');
    const bytes = await readFile(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 10) ^ 0xff, bytes.length - 10);
    await writeFile(damaged, bytes);
    await writeFile(`${damaged}.sha256`, await readFile(`${file}.sha256`));
    await expect(verifyBackup(damaged)).rejects.toThrow(/does not match its checksum.*Nothing was restored/);

    const unchecked = path.join(folder, 'unchecked.dump');
    await writeFile(unchecked, await readFile(file));
    await expect(
      restoreDatabase(withDatabase(testServerUrl(), `${database.name}_other`), unchecked),
    ).rejects.toThrow(/unchecked\.dump\.sha256 is missing/);
  }, 60_000);

  it("restores what the production CronJob's script writes (deploy/docker/db-backup.sh)", async () => {
    const script = fileURLToPath(new URL('../../../../deploy/docker/db-backup.sh', import.meta.url));
    const dir = await mkdtemp(path.join(folder, 'cron-'));
    const ran = spawnSync('sh', [script], {
      env: { ...process.env, DATABASE_URL: database.url, BACKUP_DIR: dir, BACKUP_KEEP_DAYS: '14' },
      encoding: 'utf8',
    });
    expect(ran.status, ran.stderr).toBe(0);
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^pac-\d{8}T\d{6}Z\.dump$/);
    expect(files[1]).toBe(`${files[0]}.sha256`);

    const before = await tableFingerprints(database.url);
    const copy = withDatabase(testServerUrl(), `${database.name}_cron`);
    try {
      const restored = await restoreDatabase(copy, path.join(dir, files[0]!));
      expect(restored.tables).toEqual(before);
    } finally {
      await sql(
        withDatabase(testServerUrl(), 'postgres'),
        `DROP DATABASE IF EXISTS "${database.name}_cron" WITH (FORCE)`,
      );
    }
  }, 60_000);
});
