// npm run migrate:create -w @pac/db -- <name>
import path from 'node:path';
import { createMigration } from '../migrations/create-migration.js';
import { PACKAGE_ROOT } from '../migrations/paths.js';
import { DEFAULT_SERVER_URL } from '../testing/server-url.js';

const name = process.argv.slice(2).join(' ');
if (!name.trim()) {
  console.error('Usage: npm run migrate:create -w @pac/db -- <name>   (e.g. add_user_lockout)');
  process.exit(1);
}
// Only a scratch shadow database is created on this server; no application data is touched.
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_SERVER_URL;

try {
  const created = await createMigration(name, { databaseUrl });
  if (!created) {
    console.info(
      'No change: prisma/schema.prisma matches the committed migrations, so no migration was written.',
    );
  } else {
    console.info(
      `Created ${path.relative(PACKAGE_ROOT, created.file)}. Review it, then commit it with the schema change.`,
    );
  }
} catch (error) {
  console.error(`Could not create the migration: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
