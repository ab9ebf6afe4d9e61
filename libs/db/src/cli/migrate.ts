// npm run migrate -w @pac/db   (applies the committed migrations to DATABASE_URL)
import { applyMigrations } from '../migrations/apply-migrations.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'DATABASE_URL is not set: it names the PostgreSQL database to migrate, e.g. postgresql://postgres@127.0.0.1:5432/pac',
  );
  process.exit(1);
}

const started = performance.now();
try {
  const { applied } = await applyMigrations(databaseUrl);
  const took = `${Math.round(performance.now() - started)} ms`;
  if (applied.length === 0) console.info(`Database is up to date (${took}).`);
  else console.info(`Applied ${applied.length} migration(s) in ${took}: ${applied.join(', ')}`);
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
