import { readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = dirname(new URL(import.meta.url).pathname);
const contracts = resolve(here, '..');

/** What the browser imports of the catalogue: the entries, their helpers and the index (findEndpoint). */
const BROWSER_FACING = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .filter((name) => !name.endsWith('-schemas.ts') && name !== 'schemas.ts' && name !== 'endpoint-tables.ts');

/**
 * Every file and package a module loads at run time, following its relative imports (`import type` is erased;
 * `import { type X }` is not, under isolated modules it may stay as an import of the module).
 */
function runtimeGraph(start: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    const imports = /(?:^|\n)\s*(?:import|export)\s+(type\s)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
    for (const [, typeOnly, specifier] of code.matchAll(imports)) {
      if (typeOnly || !specifier) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier);
    }
  };
  visit(start);
  return { files: [...files].map((file) => relative(contracts, file)), packages: [...packages] };
}

describe('the endpoint catalogue the browser imports', () => {
  it('lists the entry modules it checks', () => {
    expect(BROWSER_FACING).toEqual(expect.arrayContaining(['endpoint.ts', 'index.ts', 'identity.ts']));
  });

  it.each(BROWSER_FACING)('endpoints/%s loads neither zod nor a schema module at run time', (name) => {
    const { files, packages } = runtimeGraph(resolve(here, name));
    const schemaModules = files.filter(
      (file) =>
        !file.startsWith('endpoints/') || file.endsWith('-schemas.ts') || file === 'endpoints/schemas.ts',
    );
    const offences = [
      ...packages.filter((specifier) => specifier === 'zod' || specifier.startsWith('zod/')),
      ...schemaModules.filter((file) => file !== 'services.ts'),
    ];
    expect(
      offences,
      `the endpoint catalogue must stay zod-free for the browser: import schemas in endpoints/${name} with ` +
        '`import type` (for z.input/z.output) and attach them in endpoints/<service>-schemas.ts',
    ).toEqual([]);
  });
});
