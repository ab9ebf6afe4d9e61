// npm run db:backup [-- <file>]   (pg_dump of DATABASE_URL in custom format, with <file>.sha256 beside it)
import path from 'node:path';
import { backupDatabase } from '../backup/database-backup.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'DATABASE_URL is not set: it names the PostgreSQL database to back up, e.g. postgresql://postgres@127.0.0.1:5432/pac',
  );
  process.exit(1);
}
// BACKUP_DIR: where dated backups go when no file is named (the CronJob mounts its volume there).
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
// Paths are the caller's: npm runs this in libs/db, and INIT_CWD is where `npm run db:backup` was typed.
const file = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? path.join(process.env.BACKUP_DIR ?? 'backups', `pac-${stamp}.dump`),
);

const started = performance.now();
try {
  const backup = await backupDatabase(databaseUrl, file);
  console.info(
    `Backed up to ${backup.file} (${(backup.bytes / 1024).toFixed(1)} KB, sha256 ${backup.sha256}) in ${Math.round(performance.now() - started)} ms; checksum in ${backup.checksumFile}.`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
