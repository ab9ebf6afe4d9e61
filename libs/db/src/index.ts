// @pac/db: the Prisma client and its types, migrations, seed, password hashing. Test databases live in '@pac/db/testing'.
export * from './generated/prisma/client.js';
export {
  CLIENT_DEADLINE_MARGIN_MS,
  createPrismaClient,
  normalizeEmail,
  type PrismaClientOptions,
} from './client.js';
export { broadcastAudience } from './broadcast-audience.js';
export {
  applyMigrations,
  ensureDatabaseExists,
  type AppliedMigrations,
} from './migrations/apply-migrations.js';
export { createMigration, type CreatedMigration } from './migrations/create-migration.js';
export { findSchemaDrift } from './migrations/drift.js';
export { seedDatabase, type SeedOptions, type SeedSummary } from './seed/seed-database.js';
export { COURSE_CATALOGUE, COURSE_RESOURCE_PDFS, durationToSeconds } from './seed/course-catalogue.js';
export { SETTINGS_DEFAULTS, SECRET_SETTING_KEYS } from './seed/settings-defaults.js';
export { hashPassword, verifyPassword, PASSWORD_HASH_OPTIONS } from './password-hash.js';
export { collectUserData, type UserData } from './user-data/user-data.js';
export { PERSONAL_DATA_TABLES, type PersonalDataTable } from './user-data/personal-data-tables.js';
export { ERASURE_RULES, eraseUser, type ErasureReport } from './user-data/erase-user.js';
