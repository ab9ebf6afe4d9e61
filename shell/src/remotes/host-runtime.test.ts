import * as React from 'react';
import { loadShare } from '@module-federation/runtime';
import { SHARED_PACKAGES, SHARED_SUBPATHS, hostSharedVersions } from '@pac/federation';
import { SHELL_SHARED_MODULES, startFederationHost } from './host-runtime.js';

describe('the shell as federation host', () => {
  const host = startFederationHost(hostSharedVersions());

  it("publishes the runtime the remotes' builds take from the page", () => {
    expect(typeof globalThis._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBe('function');
  });

  it('provides every shared package and subpath the remotes ask for as its own singleton copy', async () => {
    const keys = [...SHARED_PACKAGES, ...SHARED_SUBPATHS];
    expect(Object.keys(SHELL_SHARED_MODULES).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const factory = await loadShare<object>(key);
      expect(factory && factory(), key).toBe(SHELL_SHARED_MODULES[key]);
      const [registered] = Object.values(host.shareScopeMap.default?.[key] ?? {});
      expect(registered?.shareConfig).toMatchObject({ singleton: true });
      expect(registered?.version).toMatch(/^\d+\.\d+\.\d+/);
    }
    expect(SHELL_SHARED_MODULES.react).toBe(React);
  });
});
