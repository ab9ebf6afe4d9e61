// Runs `prisma generate` when the generated client is missing or older than schema.prisma (a fresh clone has
// none: it is gitignored), so typecheck and test work without a build first.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const generatedClient = fileURLToPath(new URL('../src/generated/prisma/client.ts', import.meta.url));
const schema = fileURLToPath(new URL('../prisma/schema.prisma', import.meta.url));

if (!existsSync(generatedClient) || statSync(generatedClient).mtimeMs < statSync(schema).mtimeMs) {
  execFileSync('npm', ['run', 'generate'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });
}
