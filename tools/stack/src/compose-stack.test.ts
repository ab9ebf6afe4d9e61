import { afterEach, describe, expect, it } from 'vitest';
import { REMOTES, type RemoteName } from '@pac/contracts';
import { buildManifest } from './compose-stack.js';

const saved = process.env.CALCULATOR_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.CALCULATOR_URL;
  else process.env.CALCULATOR_URL = saved;
});

const origins = Object.fromEntries(
  REMOTES.map((name, index) => [name, `http://localhost:${5174 + index}`]),
) as Record<RemoteName, string>;

describe('the local runtime manifest', () => {
  it('points every remote, the calculator included, at the entry on its own origin', () => {
    const manifest = buildManifest(origins);
    for (const name of REMOTES) expect(manifest[name]).toBe(`${origins[name]}/remoteEntry.js`);
    expect(manifest.mfe_calculator).toBe('http://localhost:5178/remoteEntry.js');
  });

  it('leaves calculatorUrl empty unless CALCULATOR_URL is set: the built-in calculator at /calculator', () => {
    delete process.env.CALCULATOR_URL;
    expect(buildManifest(origins).calculatorUrl).toBe('');
    process.env.CALCULATOR_URL = 'https://calculator.example.com';
    expect(buildManifest(origins).calculatorUrl).toBe('https://calculator.example.com');
  });
});
