// Prisma CLI configuration. Only `prisma generate` is run through the CLI here: migrations go through
// src/migrations (Prisma's WebAssembly schema engine), because the native engine cannot be downloaded.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: {
    // Local-only default so `prisma generate` works without a database configured.
    url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  },
});
