import * as runtimeCore from '@module-federation/runtime-core';
import { init } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Router from '@pac/router';
import * as Session from '@pac/session';
import * as Ui from '@pac/ui';
import type { HostSharedKey, HostSharedVersion } from '@pac/federation';

declare global {
  // The federation runtime's own global name.
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

/** The shell's own copies, one per key the remotes' builds ask the page for. */
export const SHELL_SHARED_MODULES: Record<HostSharedKey, object> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  '@pac/router': Router,
  '@pac/session': Session,
  '@pac/ui': Ui,
};

/**
 * Makes the shell a federation host through the runtime alone: it publishes the runtime the remotes' builds take
 * from the page (their `externalRuntime`) and registers the React, router, session store and UI kit it already
 * runs as the singletons every remote uses. A generated host entry did the same with ~15 KB gzip of glue on every
 * first load. `versions` comes from the installed packages at build time (`hostSharedVersions`).
 */
export function startFederationHost(versions: Record<HostSharedKey, HostSharedVersion>) {
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  const shared = Object.entries(SHELL_SHARED_MODULES).map(([key, module]) => {
    const { version, requiredVersion } = versions[key as HostSharedKey];
    const shareConfig = { singleton: true, requiredVersion };
    return [key, { version, scope: 'default', lib: () => module, shareConfig }] as const;
  });
  return init({ name: 'shell', remotes: [], shared: Object.fromEntries(shared) });
}
