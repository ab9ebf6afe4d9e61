import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

/** Every TypeScript file under src, tests included: none may reach for NestJS either. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const importSpecifiers = (code: string) =>
  [...code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);

// The worker is a plain Node process: the queue contract comes from @pac/server-kit/mail-queue, not from NestJS.
describe('email worker without NestJS', () => {
  it('declares no @nestjs package among its dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    const declared = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
    ];
    expect(declared.filter((name) => name.startsWith('@nestjs/'))).toEqual([]);
  });

  it('imports nothing from @nestjs in any of its files', () => {
    const offenders = sourceFiles(join(root, 'src')).flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('@nestjs/'))
        .map((specifier) => `${file.slice(root.length)}: ${specifier}`),
    );
    expect(offenders, 'use @pac/server-kit/mail-queue and ./worker-logger.ts instead').toEqual([]);
  });

  it('reaches server-kit at run time only through its entry points without NestJS (and its JSON logger)', () => {
    // server-kit's nest-free-entries.test.ts holds these entries to it; /logging is NestJS's ConsoleLogger in JSON
    // mode, kept so the worker's log lines stay the services' format.
    const allowed = [
      '@pac/server-kit/config',
      '@pac/server-kit/event-loop-watchdog',
      '@pac/server-kit/mail-queue',
      '@pac/server-kit/readiness',
      '@pac/server-kit/redis-script',
      '@pac/server-kit/settings-reader',
      '@pac/server-kit/logging',
    ];
    const runtimeFiles = sourceFiles(join(root, 'src')).filter(
      (file) => !file.endsWith('.test.ts') && !file.includes('/src/testing/'),
    );
    const offenders = runtimeFiles.flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('@pac/server-kit') && !allowed.includes(specifier))
        .map((specifier) => `${file.slice(root.length)}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
