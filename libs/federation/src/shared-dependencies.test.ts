import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '@pac/contracts';
import {
  SHARED_PACKAGES,
  SHARED_SUBPATHS,
  findWorkspaceRoot,
  hostSharedVersions,
  sharedDependencies,
} from './shared-dependencies.js';
import { remoteFederationConfig } from './federation-config.js';

describe('shared map', () => {
  it('makes every shared package a singleton with a real version range', () => {
    const shared = sharedDependencies();
    expect(Object.keys(shared).sort()).toEqual([...SHARED_PACKAGES].sort());
    for (const entry of Object.values(shared)) {
      expect(entry.singleton).toBe(true);
      expect(entry.requiredVersion).toMatch(/^\^\d+\.\d+/);
    }
    expect(shared.react.requiredVersion).toMatch(/^\^19\./);
    expect(shared['@pac/session'].requiredVersion).toBe('^0.1.0');
  });

  it('gives every remote the same shared keys, the ones the shell provides', () => {
    const hostVersions = hostSharedVersions();
    expect(Object.keys(hostVersions).sort()).toEqual([...SHARED_PACKAGES, ...SHARED_SUBPATHS].sort());
    expect(hostVersions['react/jsx-runtime']).toEqual(hostVersions.react);
    for (const remote of REMOTES) {
      const config = remoteFederationConfig(remote);
      expect(config.name).toBe(remote);
      expect(config.filename).toBe('remoteEntry.js');
      expect(Object.keys(config.exposes ?? {})).toEqual(['./App']);
      expect(Object.keys(config.shared ?? {})).toEqual([...SHARED_PACKAGES]);
    }
  });

  it('keeps the shared workspace libraries independent of each other', () => {
    // When one shared package lists another (as @pac/ui once listed @pac/session for the standalone page), the
    // federation build treats the second as consumed by a peer and bundles its fallback copy eagerly: every
    // remote's first load then downloads a session it never runs (~8 KB gzip on the home page).
    const root = findWorkspaceRoot();
    const libraryFolders: Record<string, string> = {
      '@pac/session': 'session',
      '@pac/ui': 'ui',
      '@pac/router': 'router',
    };
    const offences = SHARED_PACKAGES.filter((pkg) => pkg.startsWith('@pac/')).flatMap((pkg) => {
      const folder = libraryFolders[pkg];
      if (!folder) return [`${pkg}: no folder known to this test`];
      const json = JSON.parse(readFileSync(join(root, 'libs', folder, 'package.json'), 'utf8')) as Record<
        string,
        Record<string, string> | undefined
      >;
      const listed = ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
        Object.keys(json[field] ?? {}),
      );
      return listed
        .filter(
          (name) =>
            name !== pkg && (SHARED_PACKAGES as readonly string[]).includes(name) && name.startsWith('@pac/'),
        )
        .map((name) => `${pkg} lists ${name}`);
    });
    expect(offences).toEqual([]);
  });
});
