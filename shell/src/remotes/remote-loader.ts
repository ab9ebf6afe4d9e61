import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { REMOTES, type RemoteName } from '@pac/contracts';
import type { RuntimeManifest } from '@pac/federation/manifest';

export type RemoteApp = ComponentType;

const entries = new Map<RemoteName, string>();
const loaded = new Map<RemoteName, Promise<RemoteApp>>();
let attempt = 0;

const toRemote = (name: RemoteName, entry: string) => ({ name, entry, type: 'module' as const });

/** Registers every remote from the manifest at run time: no remote address is part of the shell's build. */
export function registerRemotesFromManifest(manifest: RuntimeManifest): void {
  for (const name of REMOTES) entries.set(name, manifest[name]);
  registerRemotes(REMOTES.map((name) => toRemote(name, manifest[name])));
}

/**
 * The remote's `./App` component, loaded once per page. React's `use()` needs the same promise on every render,
 * so it is cached until it fails.
 */
export function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = loadRemote<{ default?: RemoteApp }>(`${name}/App`).then((module) => {
      if (!module?.default) throw new Error(`Remote ${name} did not expose a default ./App component`);
      return module.default;
    });
    loaded.set(name, pending);
  }
  return pending;
}

/**
 * Forgets a failed remote so the next load starts over. The browser keeps a failed module import in its module map,
 * so the entry is re-registered under a cache-busting query and the federation runtime drops its cached container.
 */
export function resetRemote(name: RemoteName): void {
  loaded.delete(name);
  const entry = entries.get(name);
  if (!entry) return;
  attempt += 1;
  const url = new URL(entry, window.location.href);
  url.searchParams.set('retry', String(attempt));
  registerRemotes([toRemote(name, url.toString())], { force: true });
}
