import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { ensureDatabaseExists, quoteIdentifier } from '../migrations/apply-migrations.js';
import { withPgClient } from '../pg-client.js';

/**
 * Backups of the platform's PostgreSQL database with Debian's client tools: `pg_dump` in its custom format
 * (compressed, restorable table by table) beside a SHA-256 checksum in `sha256sum`'s format, and a restore that
 * checks the checksum before it touches anything. The password travels in the environment, never in argv.
 */

export interface BackupFile {
  file: string;
  checksumFile: string;
  sha256: string;
  bytes: number;
}

export const checksumFileOf = (file: string) => `${file}.sha256`;

/** libpq's environment for a connection URL: host, port, user, password, database and sslmode. */
export function libpqEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || '127.0.0.1',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function run(command: string, args: string[], databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...libpqEnvironment(databaseUrl) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} is not installed: install Debian's postgresql-client (apt-get install postgresql-client)`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} exited with ${code}: ${stderr.trim() || 'no message'}`)),
    );
  });
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Dumps the database to `file` (custom format) and writes `file.sha256` beside it. */
export async function backupDatabase(databaseUrl: string, file: string): Promise<BackupFile> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], databaseUrl);
  const sha256 = await sha256Of(file);
  const checksumFile = checksumFileOf(file);
  await writeFile(checksumFile, `${sha256}  ${path.basename(file)}\n`);
  return { file, checksumFile, sha256, bytes: (await stat(file)).size };
}

/** Refuses a backup whose checksum file is missing or does not match it: a damaged file restores nothing. */
export async function verifyBackup(file: string): Promise<string> {
  const checksumFile = checksumFileOf(file);
  const recorded = await readFile(checksumFile, 'utf8').then(
    (text) => text.trim().split(/\s+/)[0] ?? '',
    () => {
      throw new Error(
        `${checksumFile} is missing: a backup is restored only with its checksum. Nothing was restored.`,
      );
    },
  );
  const actual = await sha256Of(file);
  if (actual !== recorded)
    throw new Error(
      `${file} does not match its checksum (${checksumFile}): it is damaged or was changed. Nothing was restored.`,
    );
  return actual;
}

const tablesOf = (client: pg.Client) =>
  client
    .query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
    .then((result) => result.rows.map((row) => row.name));

export interface RestoreOutcome {
  /** Whether the database had to be created first. */
  created: boolean;
  tables: TableFingerprint[];
}

/**
 * Restores a verified backup into the database. A database that already holds tables is replaced only when
 * `replace` says so (its objects are dropped first); a missing one is created. One transaction: a failing restore
 * leaves the database as it was.
 */
export async function restoreDatabase(
  databaseUrl: string,
  file: string,
  options: { replace?: boolean } = {},
): Promise<RestoreOutcome> {
  await verifyBackup(file);
  const created = await ensureDatabaseExists(databaseUrl);
  const existing = await withPgClient(databaseUrl, tablesOf);
  if (existing.length > 0 && !options.replace) {
    throw new Error(
      `The database already holds ${existing.length} tables: pass --replace to replace its contents with the backup. Nothing was restored.`,
    );
  }
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(existing.length > 0 ? ['--clean', '--if-exists'] : []),
      `--dbname=${libpqEnvironment(databaseUrl).PGDATABASE}`,
      file,
    ],
    databaseUrl,
  );
  return { created, tables: await tableFingerprints(databaseUrl) };
}

export interface TableFingerprint {
  table: string;
  rows: number;
  /** MD5 of every row's text, in a fixed order: equal only when the rows are. */
  checksum: string;
}

/** Every table's row count and a checksum of its rows: what a restore drill compares before and after. */
export async function tableFingerprints(databaseUrl: string): Promise<TableFingerprint[]> {
  return withPgClient(databaseUrl, async (client) => {
    const fingerprints: TableFingerprint[] = [];
    for (const table of await tablesOf(client)) {
      const name = quoteIdentifier(table);
      const { rows } = await client.query<{ rows: string; checksum: string | null }>(
        `SELECT count(*) AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS checksum FROM ${name} t`,
      );
      fingerprints.push({ table, rows: Number(rows[0]!.rows), checksum: rows[0]!.checksum ?? '' });
    }
    return fingerprints;
  });
}
