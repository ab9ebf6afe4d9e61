import { describe, expect, it } from 'vitest';
import { REMOTES } from '@pac/contracts';
import {
  SHARED_PACKAGES,
  SHARED_SUBPATHS,
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
});
