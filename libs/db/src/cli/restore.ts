// npm run db:restore -- <file> [--replace]   (checks <file>.sha256, then pg_restore into DATABASE_URL)
import path from 'node:path';
import { restoreDatabase } from '../backup/database-backup.js';

const databaseUrl = process.env.DATABASE_URL;
const args = process.argv.slice(2);
const named = args.find((arg) => !arg.startsWith('--'));
// Paths are the caller's: npm runs this in libs/db, and INIT_CWD is where `npm run db:restore` was typed.
const file = named && path.resolve(process.env.INIT_CWD ?? process.cwd(), named);
if (!databaseUrl || !file) {
  console.error(
    'Usage: DATABASE_URL=postgresql://… npm run db:restore -- <backup.dump> [--replace]\n' +
      '  The database is created when missing; one that holds tables is replaced only with --replace.',
  );
  process.exit(1);
}

const started = performance.now();
try {
  const { created, tables } = await restoreDatabase(databaseUrl, file, {
    replace: args.includes('--replace'),
  });
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  console.info(
    `Restored ${file} into ${created ? 'a new database' : 'the database'}: ${tables.length} tables, ${rows.toLocaleString('en-GB')} rows, in ${Math.round(performance.now() - started)} ms.`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
