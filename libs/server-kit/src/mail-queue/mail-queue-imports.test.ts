import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const entry = new URL('./index.ts', import.meta.url).pathname;

/** The files `@pac/server-kit/mail-queue` loads, following relative imports, with the packages each names. */
function importGraph(start: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      if (specifier!.startsWith('.')) visit(resolve(dirname(file), specifier!.replace(/\.js$/, '.ts')));
      else packages.add(specifier!);
    }
  };
  visit(start);
  return { files: [...files], packages: [...packages] };
}

// The email worker imports this entry; it is a plain Node process and must not need NestJS to read the contract.
describe('@pac/server-kit/mail-queue', () => {
  it('reaches no NestJS package, directly or through the files it imports', () => {
    const { packages } = importGraph(entry);
    expect(packages.filter((name) => name.startsWith('@nestjs/') || name === 'reflect-metadata')).toEqual([]);
    expect(packages).not.toContain('@pac/server-kit');
  });

  it('stays inside its own folder (the rest of server-kit is the NestJS side)', () => {
    const folder = dirname(entry);
    expect(importGraph(entry).files.filter((file) => dirname(file) !== folder)).toEqual([]);
    expect(join(folder, 'index.ts')).toBe(entry);
  });
});
