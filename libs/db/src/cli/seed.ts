// npm run seed -w @pac/db   (DATABASE_URL; ADMIN_EMAIL and ADMIN_PASSWORD, defaulted and printed when unset)
import { randomBytes } from 'node:crypto';
import { createPrismaClient } from '../client.js';
import { seedDatabase } from '../seed/seed-database.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set: it names the PostgreSQL database to seed (migrate it first).');
  process.exit(1);
}
const adminEmail = process.env.ADMIN_EMAIL || 'admin@localhost.test';
const adminPassword = process.env.ADMIN_PASSWORD || `Local-${randomBytes(9).toString('base64url')}1!`;

const prisma = createPrismaClient(databaseUrl, { maxConnections: 2 });
try {
  const summary = await seedDatabase(prisma, { adminEmail, adminPassword });
  console.info(
    `Seeded: ${summary.stages} course stages, ${summary.videos} videos, ${summary.resources} resources; ` +
      `${summary.settingsAdded} new settings; admin ${adminEmail} ${summary.admin}.`,
  );
  if (!process.env.ADMIN_EMAIL || !process.env.ADMIN_PASSWORD) {
    console.info(
      `Local-only admin sign-in (set ADMIN_EMAIL / ADMIN_PASSWORD to choose): ${adminEmail} / ${adminPassword}`,
    );
  }
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
