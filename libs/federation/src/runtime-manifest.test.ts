import { describe, expect, it } from 'vitest';
import { parseRuntimeManifest } from './runtime-manifest.js';

const remotes = {
  mfe_marketing: 'http://localhost:5174/remoteEntry.js',
  mfe_course: 'http://localhost:5175/remoteEntry.js',
  mfe_account: 'http://localhost:5176/remoteEntry.js',
  mfe_admin: 'http://localhost:5177/remoteEntry.js',
  mfe_calculator: 'http://localhost:5178/remoteEntry.js',
};

describe('parseRuntimeManifest', () => {
  it('accepts the five remotes with optional run-time addresses', () => {
    expect(parseRuntimeManifest(remotes)).toEqual(remotes);
    const full = { ...remotes, calculatorUrl: 'https://calc.test', apiBaseUrl: '' };
    expect(parseRuntimeManifest(full)).toEqual(full);
    // An empty calculator address is deliberate (the built-in calculator at /calculator), not a malformed manifest.
    expect(parseRuntimeManifest({ ...remotes, calculatorUrl: '' }).calculatorUrl).toBe('');
  });

  it('names each missing remote', () => {
    const { mfe_admin: _admin, mfe_course: _course, ...partial } = remotes;
    expect(() => parseRuntimeManifest(partial)).toThrow(/mfe_course: .*; mfe_admin: /);
    const { mfe_calculator: _calculator, ...withoutCalculator } = remotes;
    expect(() => parseRuntimeManifest(withoutCalculator)).toThrow(
      /^Invalid runtime manifest: mfe_calculator: expected a remoteEntry URL, received undefined$/,
    );
  });
});

describe('parseRuntimeManifest rejects', () => {
  it('what is not an object, empty or mistyped entries, and drops unknown keys', () => {
    expect(() => parseRuntimeManifest(null)).toThrow(/\(root\): expected an object/);
    expect(() => parseRuntimeManifest([remotes])).toThrow(/\(root\)/);
    expect(() => parseRuntimeManifest({ ...remotes, mfe_course: '' })).toThrow(
      /mfe_course: must not be empty/,
    );
    expect(() => parseRuntimeManifest({ ...remotes, calculatorUrl: 7 })).toThrow(
      /calculatorUrl: expected a string/,
    );
    expect(parseRuntimeManifest({ ...remotes, extra: 'x' })).toEqual(remotes);
  });
});
