import { readFileSync } from 'node:fs';
import { DEFAULT_TIER_OF_MONTH } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_A } from './worked-examples.js';

describe('worked examples as bundled data', () => {
  it("Example A's seasons are the analyser's default tiers", () => {
    expect(EXAMPLE_A.seasons?.tierOfMonth).toEqual([...DEFAULT_TIER_OF_MONTH]);
  });

  it('imports nothing at run time (a value import put the calculator remote in a chunk cycle that threw on load)', () => {
    const source = readFileSync(new URL('./worked-examples.ts', import.meta.url), 'utf8');
    const valueImports = source
      .split('\n')
      .filter((line) => /^\s*import\s/.test(line) && !/^\s*import\s+type\s/.test(line));
    expect(
      valueImports,
      'worked-examples.ts must keep only `import type`: write the data out instead of importing values',
    ).toEqual([]);
  });
});
