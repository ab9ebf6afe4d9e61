import { REMOTES, type RemoteName } from '@pac/contracts';

/**
 * What the shell reads from `/mfe-manifest.json` at start: contracts' RemoteManifest (remote name → remoteEntry
 * URL) plus optional run-time addresses. Flat on purpose, so a manifest with only the remotes' entries stays valid.
 * Checked by hand rather than with Zod: this runs on every page load, and Zod would be the largest library in the
 * shell's first download for seven string fields.
 */
export type RuntimeManifest = Record<RemoteName, string> & {
  // '' (or absent): the built-in calculator at /calculator; a URL only when it is deployed as its own site.
  calculatorUrl?: string;
  apiBaseUrl?: string;
};

const OPTIONAL_KEYS = ['calculatorUrl', 'apiBaseUrl'] as const;

/** Parses a fetched manifest; the error names every missing or malformed key. Unknown keys are dropped. */
export function parseRuntimeManifest(input: unknown): RuntimeManifest {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new Error('Invalid runtime manifest: (root): expected an object');
  }
  const source = input as Record<string, unknown>;
  const problems: string[] = [];
  const manifest: Record<string, string> = {};
  for (const name of REMOTES) {
    const value = source[name];
    if (typeof value !== 'string')
      problems.push(`${name}: expected a remoteEntry URL, received ${typeName(value)}`);
    else if (value.length === 0) problems.push(`${name}: must not be empty`);
    else manifest[name] = value;
  }
  for (const key of OPTIONAL_KEYS) {
    const value = source[key];
    if (value === undefined) continue;
    if (typeof value === 'string') manifest[key] = value;
    else problems.push(`${key}: expected a string, received ${typeName(value)}`);
  }
  if (problems.length > 0) throw new Error(`Invalid runtime manifest: ${problems.join('; ')}`);
  return manifest as RuntimeManifest;
}

const typeName = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
