import { fileURLToPath } from 'node:url';

// Resolved from this file so they hold both for src/ (tsx, vitest) and dist/ (compiled): both sit two levels down.
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SCHEMA_PATH = fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));
