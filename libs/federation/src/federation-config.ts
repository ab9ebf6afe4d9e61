import type { ModuleFederationOptions } from '@module-federation/vite';
import type { RemoteName } from '@pac/contracts';
import { sharedDependencies } from './shared-dependencies.js';

/** File name the lead's static servers and the manifest point at: `<remote origin>/remoteEntry.js`. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Module every remote exposes: a component holding the remote's own `<Routes>`. */
export const REMOTE_APP_EXPOSE = './App';

/**
 * Federation options for a remote. `bundleAllCSS` attaches the remote's CSS to its exposed module so the styles
 * arrive through the host in a build; `dts` is off because nothing consumes generated types and it needs network.
 */
export function remoteFederationConfig(
  name: RemoteName,
  appModule = './src/app/remote-app.tsx',
): ModuleFederationOptions {
  return {
    name,
    filename: REMOTE_ENTRY_FILE,
    exposes: { [REMOTE_APP_EXPOSE]: appModule },
    shared: sharedDependencies(),
    bundleAllCSS: true,
    dts: false,
  };
}

/**
 * Federation options for the shell. No `remotes` here: the shell registers them at run time from the manifest,
 * so no remote address is baked into its build.
 */
export function hostFederationConfig(name = 'shell'): ModuleFederationOptions {
  return {
    name,
    remotes: {},
    shared: sharedDependencies(),
    dts: false,
  };
}
