import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  exports: Record<string, { '@pac/source': string }>;
};

/**
 * The entry points a plain Node process (the email worker, the benchmark's raw API server) loads: none may reach
 * NestJS, or that process would need it too. The main entry and the rest are the NestJS side.
 */
const NEST_FREE_ENTRIES = [
  './mail-queue',
  './settings-reader',
  './config',
  './readiness',
  './event-loop-watchdog',
  './session-token',
  './redis-script',
];

/** The packages a file loads at run time, following its relative imports (type-only imports are erased). */
function runtimePackages(start: string): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const imports = /(?:^|\n)\s*(?:import|export)\s+(type\s)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
    for (const [, typeOnly, specifier] of [...code.matchAll(imports)]) {
      if (typeOnly || !specifier) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier);
    }
  };
  visit(start);
  return [...packages];
}

describe('server-kit entry points without NestJS', () => {
  it.each(NEST_FREE_ENTRIES)('%s loads no NestJS package, directly or through its files', (entry) => {
    const source = manifest.exports[entry]?.['@pac/source'];
    expect(source, `${entry} is exported by package.json`).toBeDefined();
    const packages = runtimePackages(resolve(root, source!));
    expect(
      packages.filter(
        (name) => name.startsWith('@nestjs/') || name === 'reflect-metadata' || name === '@pac/server-kit',
      ),
    ).toEqual([]);
  });
});
