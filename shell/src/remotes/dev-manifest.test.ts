import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, REMOTES } from '@pac/contracts';
import { describe, expect, it } from 'vitest';

const repoFile = (name: string) => readFileSync(path.join(__dirname, '../../..', name), 'utf8');

// The checked-in manifest is what `vite dev` of the shell serves: each remote where its own `vite dev` runs, and
// no calculator address of its own (the built-in /calculator), never a port where nothing runs.
describe('the checked-in addresses', () => {
  it("public/mfe-manifest.json names each remote's dev server and no separate calculator site", () => {
    const manifest = JSON.parse(repoFile('shell/public/mfe-manifest.json')) as Record<string, string>;
    for (const remote of REMOTES)
      expect(manifest[remote], remote).toBe(`http://localhost:${DEFAULT_PORTS[remote]}/remoteEntry.js`);
    expect(manifest.calculatorUrl).toBe('');
  });

  it('.env.example leaves CALCULATOR_URL unset: the built-in calculator at /calculator', () => {
    expect(repoFile('.env.example')).toMatch(/^CALCULATOR_URL=$/m);
  });
});
